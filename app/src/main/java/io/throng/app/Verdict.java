package io.throng.app;

import io.throng.report.ReportGenerator;
import io.throng.engine.assertion.AssertionResult;
import java.io.PrintStream;
import java.util.Map;

/**
 * Says how a run did, the same way for one run, a regenerated report and the merge of shards:
 * each assertion as {@code PASS} or {@code FAIL} with its actual and expected values, how many
 * failed, {@code Invalid run: <why and when>} when the load generator was saturated for long
 * enough, {@code Report: <path of index.html>}, then as the last line the run's outcome in the
 * page's words: {@code Outcome: Interrupted}, {@code Outcome: Completed, every request failed}.
 * An invalid run fails ({@link ExitStatus#RUN_INVALID}) only when {@code loadtest.failOnInvalid} is true,
 * from a {@code -D} system property or else the {@code --config} file.
 *
 * <pre>{@code
 * ExitStatus status = Verdict.print(ReportGenerator.generate(runLogs, folder, assertions), Map.of(), System.out, System.err);
 * }</pre>
 */
final class Verdict {

  /** The setting that makes an invalid run fail: {@code true} or {@code false}, the default. */
  static final ToolSwitch FAIL_ON_INVALID = new ToolSwitch("loadtest.failOnInvalid");

  private Verdict() {}

  /**
   * Prints the verdict of {@code report} and returns {@link ExitStatus#COMPLETED}, {@link
   * ExitStatus#ASSERTIONS_FAILED} (which wins), {@link ExitStatus#RUN_INVALID}, or {@link ExitStatus#TOOL_ERROR} when
   * {@code loadtest.failOnInvalid} in {@code overrides} or the system properties is no boolean.
   */
  static ExitStatus print(ReportGenerator.Result report, Map<String, String> overrides, PrintStream out, PrintStream err) {
    for (AssertionResult assertion : report.assertions()) {
      out.println(assertion.verdictLine());
    }
    if (!report.passed()) {
      long failed = report.assertions().stream().filter(a -> !a.passed()).count();
      out.println(failed + " of " + report.assertions().size() + " assertions failed");
    }
    boolean invalid = !report.valid();
    if (invalid) {
      out.println("Invalid run: " + report.invalidReason());
    }
    out.println("Report: " + report.index().toAbsolutePath());
    out.println("Outcome: " + report.status());
    if (!report.passed()) {
      return ExitStatus.ASSERTIONS_FAILED;
    }
    boolean failOnInvalid;
    try {
      failOnInvalid = FAIL_ON_INVALID.read(System.getProperties(), overrides).orElse(false);
    } catch (IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    if (invalid && failOnInvalid) {
      String name = FAIL_ON_INVALID.name();
      err.println("error: the run is not valid, as " + name + " is true: " + report.invalidReason()
          + "; give the generator more room (fewer users, more cores or loadtest.eventLoops, lighter exec steps)"
          + " or set " + name + "=false to keep the build going");
      return ExitStatus.RUN_INVALID;
    }
    return ExitStatus.COMPLETED;
  }
}
