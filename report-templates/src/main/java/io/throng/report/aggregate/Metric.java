package io.throng.report.aggregate;

import java.util.function.ToDoubleFunction;

/**
 * A figure read off one run, all requests together, that comparisons and sweeps set side by
 * side: the four of seed 003's table (mean TPS, peak TPS, requests, errors), the error
 * percentage, and the mean and three percentiles of the response time.
 *
 * <pre>{@code
 * double p95Micros = Metric.P95_MICROS.of(run);
 * }</pre>
 */
public enum Metric {
  /** All requests over the run's duration in seconds; see {@link RunSummary#meanTps()}. */
  MEAN_TPS(RunSummary::meanTps),
  /** Requests completed in the busiest second. */
  PEAK_TPS(run -> run.peak().map(SecondStats::total).orElse(0L)),
  /** Requests completed, OK and KO. */
  REQUESTS(run -> run.total().count()),
  /** Requests that failed (KO), whatever the reason. */
  ERRORS(run -> run.total().ko()),
  /** Errors as a percentage of requests; zero for a run without requests. */
  ERROR_PERCENT(run -> errorPercent(run.total())),
  /** The mean response time in microseconds, OK and KO together. */
  MEAN_MICROS(run -> run.total().times().meanMicros()),
  /** Response-time percentiles in microseconds, OK and KO together. */
  P50_MICROS(run -> run.total().times().p50Micros()),
  P95_MICROS(run -> run.total().times().p95Micros()),
  P99_MICROS(run -> run.total().times().p99Micros());

  private final ToDoubleFunction<RunSummary> value;

  Metric(ToDoubleFunction<RunSummary> value) {
    this.value = value;
  }

  /** Whether this is a response time, in microseconds. */
  public boolean isResponseTime() {
    return this == MEAN_MICROS || this == P50_MICROS || this == P95_MICROS || this == P99_MICROS;
  }

  /** This figure of {@code run}. */
  public double of(RunSummary run) {
    return value.applyAsDouble(run);
  }

  private static double errorPercent(RequestSummary all) {
    return all.count() == 0 ? 0 : all.ko() * 100.0 / all.count();
  }
}
