/**
 * Writes the report's machine-readable twins with Jackson, each a versioned schema specified field
 * by field in the module: {@code stats.json} ({@link io.throng.report.json.StatsDocument},
 * {@code STATS-JSON.md}), {@code comparison.json} and {@code sweep.json} ({@link
 * io.throng.report.json.MultiRunJson}, {@code COMPARISON-JSON.md} and {@code SWEEP-JSON.md}). Sees
 * the aggregates and the comparison and sweep figures only; never the view model, Freemarker or
 * the run log.
 */
package io.throng.report.json;
