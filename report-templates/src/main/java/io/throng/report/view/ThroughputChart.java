package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.List;
import java.util.Optional;

/**
 * Requests per second as a stacked step area: OK below, KO on top, so the upper edge is the
 * total. In a long run each step shows its busiest second, so the chart's highest point is
 * always the peak TPS the report states, marked with a circle.
 */
final class ThroughputChart {

  private ThroughputChart() {}

  static Chart of(String id, List<SecondStats> seconds, long secondsLogged, Optional<SecondStats> peak) {
    String title = "Requests per second, OK and KO";
    if (peak.isEmpty()) {
      return Chart.empty(id, title, "No request completed during the run.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    SecondStats[] busiest = new SecondStats[time.steps()];
    for (SecondStats s : seconds) {
      int i = time.step(s.second());
      if (i >= 0 && (busiest[i] == null || s.total() > busiest[i].total())) {
        busiest[i] = s;
      }
    }
    SecondStats top = peak.get();
    ValueAxis y = ValueAxis.counts(top.total());
    SvgPath ok = new SvgPath().move(time.stepStart(0), Plot.BOTTOM);
    SvgPath ko = new SvgPath();
    boolean hasKo = false;
    for (int i = 0; i < busiest.length; i++) {
      double yOk = y.position(busiest[i] == null ? 0 : busiest[i].ok());
      ok.line(time.stepStart(i), yOk).line(time.stepEnd(i), yOk);
      if (busiest[i] != null && busiest[i].ko() > 0) {
        // Each KO block is its own rectangle from the OK level up to the total.
        ko.rectangle(time.stepStart(i), y.position(busiest[i].total()), time.stepEnd(i), yOk);
        hasKo = true;
      }
    }
    ok.line(time.stepEnd(busiest.length - 1), Plot.BOTTOM).close();
    String peakLabel = "Peak: " + DisplayFormat.count(top.total()) + " requests at "
        + DisplayFormat.offset(top.second());
    double peakX = (time.position(top.second()) + time.position(top.second() + 1)) / 2;
    List<Series> series = hasKo
        ? List.of(new Series("s-ok", "OK", ok.toString()), new Series("s-ko", "KO", ko.toString()))
        : List.of(new Series("s-ok", "OK", ok.toString()));
    return new Chart(id, true, title + ". " + peakLabel,
        "Requests completed in each second of the run: OK below, KO stacked on top. "
            + time.resolution("busiest"),
        Plot.frame(time.ticks(), y.ticks(), "", "requests/s"), series,
        List.of(new Marker(SvgPath.num(peakX), SvgPath.num(y.position(top.total())), peakLabel)))
        .withHovers(HoverBands.highest(time, seconds, SecondStats::second, SecondStats::total,
            s -> DisplayFormat.count(s.total()) + " requests (" + DisplayFormat.count(s.ok()) + " OK, "
                + DisplayFormat.count(s.ko()) + " KO)"));
  }
}
