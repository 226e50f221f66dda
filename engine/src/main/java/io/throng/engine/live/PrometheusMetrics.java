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
import io.throng.engine.live.RunTotals.Series;
import io.throng.engine.stats.IntervalSnapshot;
import java.util.Map;

/**
 * The run's figures as Prometheus metrics, published whole once a second: a scrape sees whole
 * seconds, as the run log holds them, and never waits for the stats thread. Every series carries
 * the run's labels (simulation, run id, shard). Counters and histograms count from the run's
 * start; the gauges are the last second's.
 *
 * <pre>{@code
 * PrometheusMetrics metrics = new PrometheusMetrics(Labels.of("simulation", "Smoke", "run_id", id, "shard", "0"));
 * registry.register(metrics);   // and give it to the RunTotals the collector feeds
 * }</pre>
 */
final class PrometheusMetrics implements RunTotals.View, MultiCollector {

  private final Labels runLabels;
  private volatile MetricSnapshots published = new MetricSnapshots();

  PrometheusMetrics(Labels runLabels) {
    this.runLabels = runLabels;
  }

  @Override
  public void publish(RunTotals totals, IntervalSnapshot second) {
    MetricSnapshots.Builder all = MetricSnapshots.builder()
        .metricSnapshot(counter("throng_requests", "Requests that completed, OK or KO", totals.requests()))
        .metricSnapshot(counter("throng_responses", "Responses by HTTP status code", totals.responses()))
        .metricSnapshot(counter("throng_errors", "Requests that failed (KO), by failure kind", totals.errors()))
        .metricSnapshot(histogram("throng_response_time_seconds", "Response times, from the intended start (no coordinated"
            + " omission)", totals.responseTimes()))
        .metricSnapshot(histogram("throng_service_time_seconds", "Service times, from sending the request",
            totals.serviceTimes()))
        .metricSnapshot(total("throng_users_started", "Virtual users started", totals.usersStarted()))
        .metricSnapshot(total("throng_users_finished", "Virtual users finished", totals.usersFinished()))
        .metricSnapshot(total("throng_late_starts", "Virtual users that started late: the generator fell behind",
            totals.lateStarts()))
        .metricSnapshot(CounterSnapshot.builder().name("throng_generator_gc_seconds").unit(Unit.SECONDS)
            .help("Time the generator's JVM spent in garbage collection")
            .dataPoint(CounterDataPointSnapshot.builder().labels(runLabels).value(totals.gcSeconds()).build()).build())
        .metricSnapshot(gauge("throng_users_active", "Virtual users started and not yet finished", second.activeUsers()))
        .metricSnapshot(gauge("throng_event_loop_lag_seconds", "The worst event-loop lag of the last second",
            second.generator().maxLoopLagMicros() / 1e6));
    if (second.generator().cpuPercent() >= 0) {
      all.metricSnapshot(gauge("throng_generator_cpu_ratio", "The generator JVM's share of the machine's CPU in the"
          + " last second", second.generator().cpuPercent() / 100.0));
    }
    totals.customCounters().forEach((name, sum) -> all.metricSnapshot(CounterSnapshot.builder()
        .name(CustomNames.prometheus(name)).help("Custom counter \"" + name + "\" of the simulation")
        .dataPoint(CounterDataPointSnapshot.builder().labels(runLabels).value(sum[0]).build()).build()));
    totals.customGauges().forEach((name, value) -> all.metricSnapshot(GaugeSnapshot.builder()
        .name(CustomNames.prometheus(name)).help("Custom gauge \"" + name + "\" of the simulation: its last value")
        .dataPoint(GaugeDataPointSnapshot.builder().labels(runLabels).value(value[0]).build()).build()));
    totals.customTrends().forEach((name, values) -> all.metricSnapshot(HistogramSnapshot.builder()
        .name(CustomNames.prometheus(name)).help("Custom trend \"" + name + "\" of the simulation")
        .dataPoint(values.snapshot(runLabels)).build()));
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
