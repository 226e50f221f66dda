package io.throng.report.aggregate;

import java.util.List;

/**
 * One custom metric of the run ({@code counter(name)}, {@code gauge(name)} or {@code trend(name)}
 * in the simulation), from the run log's {@code CUSTOM_*} records. Each figure says what it is for
 * each kind; figures a kind has not are 0.
 *
 * <p>Of merged shards, counters add up and trends merge their histograms exactly. A gauge is each
 * injector's own value: {@code min} and {@code max} are the extremes any shard set, and its value
 * in a second that several shards set it in is the one of the shard merged last.
 *
 * @param kind {@code COUNTER}, {@code GAUGE} or {@code TREND}
 * @param count a counter's sum; how many seconds a gauge was set in; how many values a trend recorded
 * @param last a gauge's value at the end of the last second it was set in
 * @param min the least value a gauge was set to, or a trend recorded
 * @param max the most
 * @param mean a trend's mean value
 * @param p50 a trend's median, at the histogram's 3 significant digits; likewise {@code p90}, {@code p95}, {@code p99}
 * @param seconds a counter's sum, a gauge's value and a trend's mean value (rounded), by second, for
 *     the seconds that had some
 */
public record CustomMetricSummary(String name, String kind, long count, long last, long min, long max, double mean,
    long p50, long p90, long p95, long p99, List<SecondValue> seconds) {

  public CustomMetricSummary {
    seconds = List.copyOf(seconds);
  }

  /** One second's figure of a custom metric. */
  public record SecondValue(long second, long value) {}

  /** Whether it was ever updated in the run: a declared metric may not have been. */
  public boolean updated() {
    return !seconds.isEmpty();
  }
}
