package io.throng.engine.assertion;

/**
 * The figures an assertion reads about some requests: one request name, or all of them. The
 * report reads them off a run's final aggregates; a run under way reads them off the seconds
 * collected so far. Response times cover OK and KO requests, in microseconds.
 *
 * <pre>{@code
 * double failedPercent = figures.ko() * 100.0 / (figures.ok() + figures.ko());
 * }</pre>
 */
public interface RequestFigures {

  long ok();

  long ko();

  /** Response time statistics; only asked when at least one request completed. */
  double minMicros();

  double maxMicros();

  double meanMicros();

  double stdDevMicros();

  /** The response time at or below which {@code percentile} percent of requests fall. */
  double percentileMicros(double percentile);

  /** These requests over the run's duration so far, in requests per second. */
  double meanPerSecond();

  /** The most of these requests completed within one second of the run. */
  long peakPerSecond();

  default long count() {
    return ok() + ko();
  }
}
