/**
 * Folds the records of a run log into a {@link io.throng.report.aggregate.RunSummary}: totals,
 * response-time percentiles per request name, requests per second, errors by message and users.
 * Memory grows with the number of seconds, request names and distinct error messages, never
 * with the number of requests, because it only merges the per-second histograms the log holds.
 * Reads the log through {@code io.throng.engine.runlog} only; knows nothing of HTML, Freemarker
 * or Netty.
 */
package io.throng.report.aggregate;
