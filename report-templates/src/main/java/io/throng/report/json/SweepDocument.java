package io.throng.report.json;

import java.util.List;

/**
 * The content of {@code sweep.json}, schema version {@value #SCHEMA_VERSION}; the module's
 * {@code SWEEP-JSON.md} specifies every field. Same conventions as {@code stats.json}: times in
 * milliseconds, instants ISO-8601 UTC, rates per second, {@code null} for a value that does not
 * exist.
 *
 * @param firstBroken the label of the first level over the limit; null when none broke it or no
 *     limit was given
 * @param highestHeld the label of the highest level that held (the one before the first break);
 *     null without a limit or when the first level already broke it
 */
public record SweepDocument(
    int schemaVersion, String generator, Limit limit, String firstBroken, String highestHeld, List<Level> levels) {

  /** Raised on any change a reader of the previous version could misread. */
  public static final int SCHEMA_VERSION = 1;

  /** The limit each level was held to; a field is null when that part was not given. */
  public record Limit(Double maxErrorPercent, Double maxP99Ms) {}

  /** One level, in the order run. */
  public record Level(
      String label,
      String folder,
      String report,
      String simulation,
      String start,
      long durationMillis,
      boolean completed,
      long requests,
      long ok,
      long ko,
      Double errorPercent,
      double meanTps,
      long peakTps,
      Double meanMs,
      Double p50Ms,
      Double p95Ms,
      Double p99Ms,
      Double maxMs,
      List<Breach> breaches) {}

  /** A figure of a level over the limit: {@code figure} is {@code errorPercent} or {@code p99Ms}. */
  public record Breach(String figure, double value, double limit) {}
}
