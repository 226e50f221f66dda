/**
 * Writes {@code stats.json}, the report's machine-readable twin, from the aggregates: a
 * versioned schema ({@link io.throng.report.json.StatsDocument}, specified field by field in the
 * module's {@code STATS-JSON.md}) serialized with Jackson. Sees {@code io.throng.report.aggregate}
 * only; never the view model, Freemarker or the run log.
 */
package io.throng.report.json;
