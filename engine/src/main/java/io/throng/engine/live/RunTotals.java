package io.throng.engine.live;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.IntervalListener;
import io.throng.engine.stats.IntervalSnapshot;
import io.throng.dsl.model.CustomMetric;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The run's figures since it began, kept from what the stats collector writes to the run log, for
 * the live outputs: at the end of each second every {@link View} publishes them in its own format,
 * on the stats thread, so that Prometheus and OTLP show the same whole seconds. Stats thread only.
 *
 * <pre>{@code
 * RunTotals totals = new RunTotals(List.of(prometheus, otlp));  // the collector's IntervalListener
 * }</pre>
 */
final class RunTotals implements IntervalListener {

  /** A series of one metric: its request name and the label it adds, such as status OK. */
  record Series(String request, String label, String value) {}

  /** A live output: publishes the totals at the end of each second, on the stats thread. */
  interface View {
    void publish(RunTotals totals, IntervalSnapshot second);
  }

  private static final Comparator<Series> SERIES_ORDER = Comparator.comparing(Series::request)
      .thenComparing(Series::label).thenComparing(Series::value);

  private final List<View> views;
  private final Map<Series, long[]> requests = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, long[]> responses = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, long[]> errors = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, CumulativeHistogram> responseTimes = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, CumulativeHistogram> serviceTimes = new TreeMap<>(SERIES_ORDER);
  // By the metric's own name, in the order the simulation declared them.
  private final Map<String, long[]> customCounters = new LinkedHashMap<>();
  private final Map<String, long[]> customGauges = new LinkedHashMap<>();
  private final Map<String, CumulativeHistogram> customTrends = new LinkedHashMap<>();
  private long usersStarted;
  private long usersFinished;
  private long lateStarts;
  private long gcMillis;

  /** Totals published to {@code views}; counters and trends of {@code customMetrics} show from the start, at 0. */
  RunTotals(List<View> views, List<CustomMetric> customMetrics) {
    this.views = List.copyOf(views);
    for (CustomMetric metric : customMetrics) {
      switch (metric.kind()) {
        case COUNTER -> customCounters.put(metric.name(), new long[1]);
        case TREND -> customTrends.put(metric.name(), CumulativeHistogram.ofNumbers());
        case GAUGE -> { } // a gauge has no value until it is set
      }
    }
  }

  @Override
  public void requests(String name, Status status, Histogram responseTimes) {
    Series series = new Series(name, "status", status.name());
    this.requests.computeIfAbsent(series, s -> new long[1])[0] += responseTimes.getTotalCount();
    this.responseTimes.computeIfAbsent(series, s -> CumulativeHistogram.ofMicros()).add(responseTimes);
  }

  @Override
  public void serviceTimes(String name, Status status, Histogram serviceTimes) {
    this.serviceTimes.computeIfAbsent(new Series(name, "status", status.name()), s -> CumulativeHistogram.ofMicros())
        .add(serviceTimes);
  }

  @Override
  public void statuses(String name, int code, long count) {
    responses.computeIfAbsent(new Series(name, "code", String.valueOf(code)), s -> new long[1])[0] += count;
  }

  @Override
  public void errors(String name, FailureKind kind, long count) {
    errors.computeIfAbsent(new Series(name, "kind", kind.name()), s -> new long[1])[0] += count;
  }

  @Override
  public void users(long started, long finished, long lateStarts) {
    usersStarted = started;
    usersFinished = finished;
    this.lateStarts += lateStarts;
  }

  @Override
  public void customCounter(String name, long added) {
    customCounters.computeIfAbsent(name, n -> new long[1])[0] += added;
  }

  @Override
  public void customGauge(String name, long value) {
    customGauges.computeIfAbsent(name, n -> new long[1])[0] = value;
  }

  @Override
  public void customTrend(String name, Histogram values) {
    customTrends.computeIfAbsent(name, n -> CumulativeHistogram.ofNumbers()).add(values);
  }

  @Override
  public void secondCollected(IntervalSnapshot second) {
    gcMillis += second.generator().gcMillis();
    for (View view : views) {
      view.publish(this, second);
    }
  }

  /** Requests by name and status (OK, KO). */
  Map<Series, long[]> requests() {
    return requests;
  }

  /** Responses by name and HTTP status code. */
  Map<Series, long[]> responses() {
    return responses;
  }

  /** KOs by name and failure kind. */
  Map<Series, long[]> errors() {
    return errors;
  }

  /** Response times by name and status. */
  Map<Series, CumulativeHistogram> responseTimes() {
    return responseTimes;
  }

  /** Service times by name and status. */
  Map<Series, CumulativeHistogram> serviceTimes() {
    return serviceTimes;
  }

  /** Custom counters' sums by name, declared ones from the start. */
  Map<String, long[]> customCounters() {
    return customCounters;
  }

  /** Custom gauges' last values by name, once set. */
  Map<String, long[]> customGauges() {
    return customGauges;
  }

  /** Custom trends' values by name, declared ones from the start. */
  Map<String, CumulativeHistogram> customTrends() {
    return customTrends;
  }

  long usersStarted() {
    return usersStarted;
  }

  long usersFinished() {
    return usersFinished;
  }

  long lateStarts() {
    return lateStarts;
  }

  double gcSeconds() {
    return gcMillis / 1e3;
  }
}
