package io.throng.app;

import io.throng.report.ReportGenerator;
import io.throng.engine.assertion.AssertionResult;
import java.io.PrintStream;

/**
 * Says how a run did, the same way for one run, a regenerated report and the merge of shards:
 * each assertion as {@code PASS} or {@code FAIL} with its actual and expected values, how many
 * failed, {@code Report: <path of index.html>}, then as the last line the run's outcome in the
 * page's words: {@code Outcome: Interrupted}, {@code Outcome: Completed, every request failed}.
 *
 * <pre>{@code
 * ExitStatus status = Verdict.print(ReportGenerator.generate(runLogs, folder, assertions), System.out);
 * }</pre>
 */
final class Verdict {

  private Verdict() {}

  /** Prints the verdict of {@code report} and returns {@link ExitStatus#COMPLETED} or {@link ExitStatus#ASSERTIONS_FAILED}. */
  static ExitStatus print(ReportGenerator.Result report, PrintStream out) {
    for (AssertionResult assertion : report.assertions()) {
      out.println(assertion.verdictLine());
    }
    if (!report.passed()) {
      long failed = report.assertions().stream().filter(a -> !a.passed()).count();
      out.println(failed + " of " + report.assertions().size() + " assertions failed");
    }
    out.println("Report: " + report.index().toAbsolutePath());
    out.println("Outcome: " + report.status());
    return report.passed() ? ExitStatus.COMPLETED : ExitStatus.ASSERTIONS_FAILED;
  }
}
