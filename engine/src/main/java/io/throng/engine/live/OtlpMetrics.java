package io.throng.engine.live;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.common.InstrumentationScopeInfo;
import io.opentelemetry.sdk.metrics.data.AggregationTemporality;
import io.opentelemetry.sdk.metrics.data.Data;
import io.opentelemetry.sdk.metrics.data.DoublePointData;
import io.opentelemetry.sdk.metrics.data.ExponentialHistogramBuckets;
import io.opentelemetry.sdk.metrics.data.ExponentialHistogramData;
import io.opentelemetry.sdk.metrics.data.ExponentialHistogramPointData;
import io.opentelemetry.sdk.metrics.data.GaugeData;
import io.opentelemetry.sdk.metrics.data.LongPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.metrics.data.MetricDataType;
import io.opentelemetry.sdk.metrics.data.SumData;
import io.opentelemetry.sdk.metrics.export.MetricProducer;
import io.opentelemetry.sdk.resources.Resource;
import io.throng.engine.live.RunTotals.Series;
import io.throng.engine.stats.IntervalSnapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The run's figures as OpenTelemetry metric data, published whole once a second like
 * {@link PrometheusMetrics} and pushed by the SDK's periodic reader on its own thread: the same
 * series, named as the OpenTelemetry collector turns into the Prometheus names ({@code
 * throng.response_time} in seconds becomes {@code throng_response_time_seconds}). Sums and the
 * exponential histograms are cumulative from the run's start, so a failed push loses nothing the
 * next one does not carry; the run's labels are the resource's attributes.
 *
 * <pre>{@code
 * OtlpMetrics metrics = new OtlpMetrics(resource);
 * SdkMeterProvider.builder().setResource(resource).registerMetricProducer(metrics)...;
 * }</pre>
 */
final class OtlpMetrics implements RunTotals.View, MetricProducer {

  /** One metric of the push; the SDK's own data types are interfaces. */
  private record Metric(Resource resource, String name, String description, String unit, MetricDataType type,
      Data<?> data) implements MetricData {

    private static final InstrumentationScopeInfo SCOPE = InstrumentationScopeInfo.create("io.throng.engine");

    @Override
    public Resource getResource() {
      return resource;
    }

    @Override
    public InstrumentationScopeInfo getInstrumentationScopeInfo() {
      return SCOPE;
    }

    @Override
    public String getName() {
      return name;
    }

    @Override
    public String getDescription() {
      return description;
    }

    @Override
    public String getUnit() {
      return unit;
    }

    @Override
    public MetricDataType getType() {
      return type;
    }

    @Override
    public Data<?> getData() {
      return data;
    }
  }

  private final Resource resource;
  private final long startNanos;
  private volatile List<MetricData> published = List.of();

  OtlpMetrics(Resource resource) {
    this.resource = resource;
    this.startNanos = epochNanos();
  }

  @Override
  public void publish(RunTotals totals, IntervalSnapshot second) {
    long now = epochNanos();
    List<MetricData> all = new ArrayList<>();
    all.add(counter("throng.requests", "Requests that completed, OK or KO", "{request}", totals.requests(), now));
    all.add(counter("throng.responses", "Responses by HTTP status code", "{response}", totals.responses(), now));
    all.add(counter("throng.errors", "Requests that failed (KO), by failure kind", "{error}", totals.errors(), now));
    all.add(histogram("throng.response_time", "Response times, from the intended start (no coordinated omission)",
        totals.responseTimes(), now));
    all.add(histogram("throng.service_time", "Service times, from sending the request", totals.serviceTimes(), now));
    all.add(total("throng.users.started", "Virtual users started", totals.usersStarted(), now));
    all.add(total("throng.users.finished", "Virtual users finished", totals.usersFinished(), now));
    all.add(total("throng.late_starts", "Virtual users that started late: the generator fell behind",
        totals.lateStarts(), now));
    all.add(new Metric(resource, "throng.generator.gc", "Time the generator's JVM spent in garbage collection", "s",
        MetricDataType.DOUBLE_SUM, SumData.createDoubleSumData(true, AggregationTemporality.CUMULATIVE,
        List.of(DoublePointData.create(startNanos, now, Attributes.empty(), totals.gcSeconds(), List.of())))));
    all.add(gauge("throng.users.active", "Virtual users started and not yet finished", "{user}", second.activeUsers(),
        now));
    all.add(gauge("throng.event_loop.lag", "The worst event-loop lag of the last second", "s",
        second.generator().maxLoopLagMicros() / 1e6, now));
    if (second.generator().cpuPercent() >= 0) {
      all.add(gauge("throng.generator.cpu", "The generator JVM's share of the machine's CPU in the last second", "1",
          second.generator().cpuPercent() / 100.0, now));
    }
    totals.customCounters().forEach((name, sum) -> all.add(new Metric(resource, CustomNames.otlp(name),
        "Custom counter \"" + name + "\" of the simulation", "1", MetricDataType.LONG_SUM,
        SumData.createLongSumData(true, AggregationTemporality.CUMULATIVE,
            List.of(LongPointData.create(startNanos, now, Attributes.empty(), sum[0]))))));
    totals.customGauges().forEach((name, value) -> all.add(gauge(CustomNames.otlp(name),
        "Custom gauge \"" + name + "\" of the simulation: its last value", "1", value[0], now)));
    totals.customTrends().forEach((name, values) -> all.add(histogram(CustomNames.otlp(name),
        "Custom trend \"" + name + "\" of the simulation", "1", Map.of(new Series("", "", ""), values), now)));
    published = List.copyOf(all);
  }

  @Override
  public Collection<MetricData> produce(Resource ignored) {
    return published;
  }

  private static long epochNanos() {
    return TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis());
  }

  private static Attributes attributes(Series series) {
    return Attributes.builder().put("request", series.request()).put(series.label(), series.value()).build();
  }

  private MetricData counter(String name, String description, String unit, Map<Series, long[]> counts, long now) {
    List<LongPointData> points = new ArrayList<>(counts.size());
    counts.forEach((series, count) -> points.add(LongPointData.create(startNanos, now, attributes(series), count[0])));
    return new Metric(resource, name, description, unit, MetricDataType.LONG_SUM,
        SumData.createLongSumData(true, AggregationTemporality.CUMULATIVE, points));
  }

  private MetricData histogram(String name, String description, Map<Series, CumulativeHistogram> series, long now) {
    return histogram(name, description, "s", series, now);
  }

  /** A custom trend's single series has no request, so no attributes beyond the resource's. */
  private MetricData histogram(String name, String description, String unit, Map<Series, CumulativeHistogram> series,
      long now) {
    List<ExponentialHistogramPointData> points = new ArrayList<>(series.size());
    series.forEach((key, times) -> points.add(ExponentialHistogramPointData.create(CumulativeHistogram.SCHEMA,
        times.sum(), times.zeroCount(), false, 0, false, 0,
        // OTLP's bucket i holds (base^i, base^(i+1)], Prometheus' native bucket i holds (base^(i-1), base^i].
        ExponentialHistogramBuckets.create(CumulativeHistogram.SCHEMA, times.lowestIndex() - 1, times.contiguousCounts()),
        ExponentialHistogramBuckets.create(CumulativeHistogram.SCHEMA, 0, List.of()),
        startNanos, now, key.request().isEmpty() ? Attributes.empty() : attributes(key), List.of())));
    return new Metric(resource, name, description, unit, MetricDataType.EXPONENTIAL_HISTOGRAM,
        ExponentialHistogramData.create(AggregationTemporality.CUMULATIVE, points));
  }

  private MetricData total(String name, String description, long value, long now) {
    return new Metric(resource, name, description, "{user}", MetricDataType.LONG_SUM,
        SumData.createLongSumData(true, AggregationTemporality.CUMULATIVE,
            List.of(LongPointData.create(startNanos, now, Attributes.empty(), value))));
  }

  private MetricData gauge(String name, String description, String unit, double value, long now) {
    return new Metric(resource, name, description, unit, MetricDataType.DOUBLE_GAUGE,
        GaugeData.createDoubleGaugeData(List.of(DoublePointData.create(startNanos, now, Attributes.empty(), value,
            List.of()))));
  }
}
