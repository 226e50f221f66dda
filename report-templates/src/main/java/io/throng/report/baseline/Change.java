package io.throng.report.baseline;

/**
 * How a metric of the judged runs changed against the baseline: the estimated change and its
 * confidence interval, both oriented so that positive is worse, in percent of the baseline for
 * relative metrics (response times, throughput) and in the metric's own unit for absolute ones
 * (error percentage, in percentage points).
 *
 * @param worse the estimated change, positive when worse
 * @param worseLow the low end of the interval, positive when worse
 * @param worseHigh the high end of the interval
 * @param advice what would decide an inconclusive verdict, empty otherwise
 */
public record Change(BaselineVerdict verdict, double worse, double worseLow, double worseHigh, String advice) {}
