package io.throng.app;

import io.throng.report.BaselineFiles;
import io.throng.report.ReportGenerator;
import io.throng.report.baseline.BaselineVerdict;
import io.throng.report.baseline.Judgement;
import io.throng.report.baseline.MetricJudgement;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Judges a simulation's runs against its baseline ({@link BaselineFiles#judge}) and says how they
 * did: each metric that did not stay unchanged as its sentence, the count of each verdict and
 * where the table is, the names only one side has, then for a regression its own sentence. A
 * regression is {@link ExitStatus#REGRESSED}, or only a warning when {@code
 * loadtest.failOnRegression} is false.
 *
 * <pre>{@code
 * BaselineCheck.Result judged = BaselineCheck.judge(settings, List.of(run1, run2), report3, System.out, System.err);
 * }</pre>
 */
final class BaselineCheck {

  /** How the judging ended, and the sentence of each metric that regressed (warned about or not). */
  record Result(ExitStatus status, List<String> regressions) {

    static Result of(ExitStatus status) {
      return new Result(status, List.of());
    }
  }

  private BaselineCheck() {}

  /**
   * Judges the runs in {@code earlierRuns}, then the one {@code lastRun} reports, against {@code
   * settings.file()}, which must be present.
   */
  static Result judge(BaselineSettings settings, List<Path> earlierRuns, ReportGenerator.Result lastRun,
      PrintStream out, PrintStream err) {
    Path file = settings.file().orElseThrow();
    Judgement judgement;
    try {
      judgement = BaselineFiles.judge(file, earlierRuns, lastRun, settings.tolerances());
    } catch (IOException | IllegalArgumentException e) {
      err.println("error: could not judge the run against its baseline: " + e.getMessage());
      return Result.of(ExitStatus.TOOL_ERROR);
    }
    for (MetricJudgement metric : judgement.metrics()) {
      if (metric.change().verdict() != BaselineVerdict.UNCHANGED) {
        out.println(metric.sentence());
      }
    }
    out.println("Baseline: " + judgement.runs() + " run(s) judged against " + file + " (" + judgement.baselineRuns()
        + " runs): " + judgement.counts() + "; table in "
        + lastRun.index().toAbsolutePath().resolveSibling(BaselineFiles.MARKDOWN_FILE));
    if (!judgement.added().isEmpty()) {
      out.println("New since the baseline (not judged): " + String.join(", ", judgement.added()));
    }
    if (!judgement.removed().isEmpty()) {
      out.println("In the baseline only (not judged): " + String.join(", ", judgement.removed()));
    }
    if (!judgement.regressed()) {
      return Result.of(ExitStatus.COMPLETED);
    }
    out.println("Regressed: " + judgement.simulation() + " is worse than its baseline in "
        + judgement.regressedMetrics());
    List<String> sentences = judgement.regressions().stream().map(MetricJudgement::sentence).toList();
    if (settings.failOnRegression()) {
      return new Result(ExitStatus.REGRESSED, sentences);
    }
    err.println("warning: " + BaselineSettings.FAIL_ON_REGRESSION.name() + " is false: the regression does not fail"
        + " the run");
    return new Result(ExitStatus.COMPLETED, sentences);
  }
}
