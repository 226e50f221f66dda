package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Adds up one custom metric's records across the run's seconds and shards; see
 * {@link CustomMetricSummary} for what merging means for each kind. Not thread-safe.
 */
final class CustomMetricTally {

  private final String name;
  private final String kind;
  private final TreeMap<Long, long[]> seconds = new TreeMap<>(); // value, and for a trend: sum and count
  private final Histogram values = Histograms.kept();
  private long count;
  private long last;
  private long min = Long.MAX_VALUE;
  private long max = Long.MIN_VALUE;

  CustomMetricTally(String name, String kind) {
    this.name = name;
    this.kind = kind;
  }

  String kind() {
    return kind;
  }

  void counter(long second, RunLogEntry.CustomCounter c) {
    count += c.sum();
    seconds.computeIfAbsent(second, s -> new long[1])[0] += c.sum();
  }

  void gauge(long second, RunLogEntry.CustomGauge g) {
    long[] value = seconds.computeIfAbsent(second, s -> new long[1]);
    value[0] = g.last();
    min = Math.min(min, g.min());
    max = Math.max(max, g.max());
  }

  void trend(long second, RunLogEntry.CustomTrend t) {
    values.add(t.values());
    long[] sumAndCount = seconds.computeIfAbsent(second, s -> new long[2]);
    sumAndCount[0] += Math.round(t.values().getMean() * t.values().getTotalCount());
    sumAndCount[1] += t.values().getTotalCount();
  }

  CustomMetricSummary summary() {
    List<CustomMetricSummary.SecondValue> bySecond = new ArrayList<>(seconds.size());
    for (Map.Entry<Long, long[]> second : seconds.entrySet()) {
      long[] v = second.getValue();
      bySecond.add(new CustomMetricSummary.SecondValue(second.getKey(),
          kind.equals("TREND") ? Math.round((double) v[0] / v[1]) : v[0]));
    }
    return switch (kind) {
      case "GAUGE" -> new CustomMetricSummary(name, kind, seconds.size(),
          seconds.isEmpty() ? 0 : seconds.lastEntry().getValue()[0], seconds.isEmpty() ? 0 : min,
          seconds.isEmpty() ? 0 : max, 0, 0, 0, 0, 0, bySecond);
      case "TREND" -> trendSummary(bySecond);
      default -> new CustomMetricSummary(name, kind, count, 0, 0, 0, 0, 0, 0, 0, 0, bySecond);
    };
  }

  private CustomMetricSummary trendSummary(List<CustomMetricSummary.SecondValue> bySecond) {
    if (values.getTotalCount() == 0) {
      return new CustomMetricSummary(name, kind, 0, 0, 0, 0, 0, 0, 0, 0, 0, bySecond);
    }
    Histogram flat = Histograms.readable(values);
    return new CustomMetricSummary(name, kind, flat.getTotalCount(), 0, flat.getMinValue(), flat.getMaxValue(),
        flat.getMean(), flat.getValueAtPercentile(50), flat.getValueAtPercentile(90), flat.getValueAtPercentile(95),
        flat.getValueAtPercentile(99), bySecond);
  }
}
