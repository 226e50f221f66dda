/**
 * A run in ApacheBench's words and layout ({@link io.throng.report.ab.AbSummary}), so results
 * compare line by line with saved {@code ab} output such as the seed experiments'. Computed from
 * {@link io.throng.report.aggregate.RunSummary} only — the run log's histograms, counts, error
 * kinds and status codes — never from anything else; knows nothing of HTML or the log's format.
 */
package io.throng.report.ab;
