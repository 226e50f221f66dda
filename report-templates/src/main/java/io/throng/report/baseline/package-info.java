/**
 * The verdict of runs against a baseline: the baseline's figures per request, group and run
 * ({@link io.throng.report.baseline.Baseline}), the statistic that tells a change from run-to-run
 * noise ({@link io.throng.report.baseline.ChangeTest}), the tolerances and the judgement per
 * metric. Built from {@link io.throng.report.aggregate.RunSummary} records only; knows nothing of
 * the baseline file's JSON, of HTML or of Maven.
 */
package io.throng.report.baseline;
