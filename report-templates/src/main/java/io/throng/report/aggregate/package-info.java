/**
 * Folds the records of one or more run logs into a {@link io.throng.report.aggregate.RunSummary}:
 * totals, response-time percentiles and distributions per request name, per-second counts and
 * percentiles, errors by message and active users. Memory grows with the number of seconds,
 * request names and distinct error messages, never with the number of requests: logs are read
 * side by side, second by second, and only the open second keeps a histogram. {@link
 * io.throng.report.aggregate.Metric} reads the figures that comparisons and sweeps set side by side
 * off a summary. Reads the log through {@code io.throng.engine.runlog} only; knows nothing of
 * HTML, Freemarker or Netty.
 */
package io.throng.report.aggregate;
