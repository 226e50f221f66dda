package io.throng.report.json;

import java.util.List;

/**
 * The content of {@code sweep.json}, schema version {@value #SCHEMA_VERSION}; the module's
 * {@code SWEEP-JSON.md} specifies every field. Each level carries the {@code run} and
 * {@code totals} objects of its {@code stats.json}, so a script reads them the same way in both.
 *
 * @param firstBroken the label of the first level that did not hold: over the limit, or not a valid
 *     run; null when every level held or no limit was given
 * @param highestHeld the label of the highest level that held (the one before the first break);
 *     null without a limit or when the first level already broke it
 */
public record SweepDocument(
    int schemaVersion, String generator, Limit limit, String firstBroken, String highestHeld, List<Level> levels) {

  /** Raised on any change a reader of the previous version could misread. */
  public static final int SCHEMA_VERSION = 1;

  /** The limit each level was held to; a field is null when that part was not given. */
  public record Limit(Double maxErrorPercent, Double maxP99Ms) {}

  /**
   * One level, in the order run.
   *
   * @param report a relative URL to the level's own {@code index.html}, or null when it has none
   * @param breaches how the level broke the limit; empty when it was within it
   * @param valid whether the level was a valid run (its {@code stats.json}'s {@code validity.valid});
   *     a level that was not did not hold, even within the limit
   */
  public record Level(
      String label, String folder, String report, StatsDocument.Run run, StatsDocument.RequestStats totals,
      List<Breach> breaches, boolean valid) {}

  /** A figure of a level over the limit: {@code figure} is {@code errorPercent} or {@code p99Ms}. */
  public record Breach(String figure, double value, double limit) {}
}
