package io.throng.report.view;

import io.throng.report.aggregate.DistributionBin;
import java.util.List;

/**
 * How many requests took how long: one bar per range of response times, on a logarithmic time
 * axis so a fast bulk and a slow tail (timeouts) both show.
 */
final class DistributionChart {

  private DistributionChart() {}

  static Chart of(String id, List<DistributionBin> bins) {
    String title = "Response-time distribution";
    if (bins.isEmpty()) {
      return Chart.empty(id, title, "No request completed during the run.");
    }
    LogAxis x = new LogAxis(bins.get(0).lowMicros(), bins.get(bins.size() - 1).highMicros());
    long most = bins.stream().mapToLong(DistributionBin::count).max().orElse(0);
    ValueAxis y = ValueAxis.counts(most);
    SvgPath bars = new SvgPath();
    for (DistributionBin bin : bins) {
      if (bin.count() > 0) {
        bars.rectangle(x.position(bin.lowMicros()), y.position(bin.count()), x.position(bin.highMicros()), Plot.BOTTOM);
      }
    }
    return new Chart(id, true, title,
        "Requests by response time, OK and KO together, from the fastest to the slowest. The time "
            + "axis is logarithmic: each bar covers the same ratio of times.",
        Plot.frame(x.ticks(), y.ticks(), "ms", "requests"),
        List.of(new Series("s-bars", "", bars.toString())), List.of());
  }
}
