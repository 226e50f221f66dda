package io.throng.engine.live;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Unit;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.stats.FailureKind;
import io.throng.engine.stats.IntervalListener;
import io.throng.engine.stats.IntervalSnapshot;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The run's figures as Prometheus metrics, kept from what the stats collector writes to the run
 * log and published whole once a second: a scrape sees whole seconds, as the log holds them, and
 * never waits for the stats thread. Every series carries the run's labels (simulation, run id,
 * shard). Counters and histograms count from the run's start; the gauges are the last second's.
 *
 * <pre>{@code
 * RunMetrics metrics = new RunMetrics(Labels.of("simulation", "Smoke", "run_id", id, "shard", "0"));
 * registry.register(metrics);   // then pass it to the collector as its IntervalListener
 * }</pre>
 */
final class RunMetrics implements IntervalListener, MultiCollector {

  /** A series of one metric: the labels it adds to the run's, as name-value pairs in order. */
  private record Series(String request, String label, String value) {}

  private final Labels runLabels;
  private final Map<Series, long[]> requests = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, long[]> responses = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, long[]> errors = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, CumulativeHistogram> responseTimes = new TreeMap<>(SERIES_ORDER);
  private final Map<Series, CumulativeHistogram> serviceTimes = new TreeMap<>(SERIES_ORDER);
  private long usersStarted;
  private long usersFinished;
  private long lateStarts;
  private long gcMillis;
  private volatile MetricSnapshots published = new MetricSnapshots();

  private static final Comparator<Series> SERIES_ORDER = Comparator.comparing(Series::request)
      .thenComparing(Series::label).thenComparing(Series::value);

  RunMetrics(Labels runLabels) {
    this.runLabels = runLabels;
  }

  @Override
  public void requests(String name, Status status, Histogram responseTimes) {
    Series series = new Series(name, "status", status.name());
    this.requests.computeIfAbsent(series, s -> new long[1])[0] += responseTimes.getTotalCount();
    this.responseTimes.computeIfAbsent(series, s -> new CumulativeHistogram()).add(responseTimes);
  }

  @Override
  public void serviceTimes(String name, Status status, Histogram serviceTimes) {
    this.serviceTimes.computeIfAbsent(new Series(name, "status", status.name()), s -> new CumulativeHistogram())
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
  public void secondCollected(IntervalSnapshot second) {
    gcMillis += second.generator().gcMillis();
    MetricSnapshots.Builder all = MetricSnapshots.builder()
        .metricSnapshot(counter("throng_requests", "Requests that completed, OK or KO", requests))
        .metricSnapshot(counter("throng_responses", "Responses by HTTP status code", responses))
        .metricSnapshot(counter("throng_errors", "Requests that failed (KO), by failure kind", errors))
        .metricSnapshot(histogram("throng_response_time_seconds", "Response times, from the intended start (no coordinated"
            + " omission)", responseTimes))
        .metricSnapshot(histogram("throng_service_time_seconds", "Service times, from sending the request", serviceTimes))
        .metricSnapshot(total("throng_users_started", "Virtual users started", usersStarted))
        .metricSnapshot(total("throng_users_finished", "Virtual users finished", usersFinished))
        .metricSnapshot(total("throng_late_starts", "Virtual users that started late: the generator fell behind",
            lateStarts))
        .metricSnapshot(CounterSnapshot.builder().name("throng_generator_gc_seconds").unit(Unit.SECONDS)
            .help("Time the generator's JVM spent in garbage collection")
            .dataPoint(CounterDataPointSnapshot.builder().labels(runLabels).value(gcMillis / 1e3).build()).build())
        .metricSnapshot(gauge("throng_users_active", "Virtual users started and not yet finished", second.activeUsers()))
        .metricSnapshot(gauge("throng_event_loop_lag_seconds", "The worst event-loop lag of the last second",
            second.generator().maxLoopLagMicros() / 1e6));
    if (second.generator().cpuPercent() >= 0) {
      all.metricSnapshot(gauge("throng_generator_cpu_ratio", "The generator JVM's share of the machine's CPU in the"
          + " last second", second.generator().cpuPercent() / 100.0));
    }
    published = all.build();
  }

  @Override
  public MetricSnapshots collect() {
    return published;
  }

  private Labels labels(Series series) {
    return runLabels.merge(Labels.of("request", series.request(), series.label(), series.value()));
  }

  private CounterSnapshot counter(String name, String help, Map<Series, long[]> counts) {
    CounterSnapshot.Builder builder = CounterSnapshot.builder().name(name).help(help);
    counts.forEach((series, count) ->
        builder.dataPoint(CounterDataPointSnapshot.builder().labels(labels(series)).value(count[0]).build()));
    return builder.build();
  }

  private HistogramSnapshot histogram(String name, String help, Map<Series, CumulativeHistogram> series) {
    HistogramSnapshot.Builder builder = HistogramSnapshot.builder().name(name).unit(Unit.SECONDS).help(help);
    series.forEach((key, histogram) -> builder.dataPoint(histogram.snapshot(labels(key))));
    return builder.build();
  }

  private CounterSnapshot total(String name, String help, long value) {
    return CounterSnapshot.builder().name(name).help(help)
        .dataPoint(CounterDataPointSnapshot.builder().labels(runLabels).value(value).build()).build();
  }

  private GaugeSnapshot gauge(String name, String help, double value) {
    return GaugeSnapshot.builder().name(name).help(help)
        .dataPoint(GaugeDataPointSnapshot.builder().labels(runLabels).value(value).build()).build();
  }
}
