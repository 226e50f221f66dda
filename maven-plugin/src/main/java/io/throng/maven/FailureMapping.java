package io.throng.maven;

import io.throng.app.ExitStatus;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * Turns the outcomes of the runs into the build's result, in one place: failed assertions are the
 * system under test failing ({@link MojoFailureException}, or a warning when {@code
 * failOnAssertion} is off); anything else is the tool failing ({@link MojoExecutionException}),
 * which wins when both happened. Each message says what to do next.
 */
final class FailureMapping {

  private static final int SIGINT = 2;
  private static final int SIGTERM = 15;

  private FailureMapping() {}

  /** Logs a summary when there were several runs, then returns normally or throws. */
  static void check(List<FinishedRun> outcomes, boolean failOnAssertion, Log log)
      throws MojoExecutionException, MojoFailureException {
    if (outcomes.size() > 1) {
      log.info("Load test summary:");
      outcomes.forEach(o -> log.info(String.format("  %-6s %s%s", o.status().word(), o.simulation(),
          o.report().map(report -> "  " + report).orElse("  (no report)"))));
    }
    List<FinishedRun> errors = outcomes.stream()
        .filter(o -> o.status() == ExitStatus.TOOL_ERROR)
        .toList();
    List<FinishedRun> failed = outcomes.stream().filter(o -> o.status() == ExitStatus.ASSERTIONS_FAILED).toList();
    List<FinishedRun> invalid = outcomes.stream().filter(o -> o.status() == ExitStatus.RUN_INVALID).toList();
    if (!errors.isEmpty()) {
      throw new MojoExecutionException(errors.stream()
          .map(o -> problem(o.exitCode(), o.simulation()))
          .collect(Collectors.joining(System.lineSeparator())));
    }
    if (failed.isEmpty() && !invalid.isEmpty()) {
      throw new MojoFailureException(invalid.stream()
          .map(o -> o.simulation() + " ran on a saturated load generator, so its figures are not valid and"
              + " loadtest.failOnInvalid=true fails the build: the \"Invalid run:\" line above says when and why"
              + o.report().map(r -> System.lineSeparator() + "  Report: " + r).orElse(""))
          .collect(Collectors.joining(System.lineSeparator())));
    }
    if (failed.isEmpty()) {
      return;
    }
    String message = failed.stream().map(FailureMapping::assertionsFailed)
        .collect(Collectors.joining(System.lineSeparator()));
    if (failOnAssertion) {
      throw new MojoFailureException(message);
    }
    log.warn(message);
    log.warn("loadtest.failOnAssertion is false: the build goes on");
  }

  private static String assertionsFailed(FinishedRun outcome) {
    StringBuilder message = new StringBuilder(outcome.simulation()).append(" failed its assertions");
    if (outcome.failedAssertions().isEmpty()) {
      message.append(": the output above lists them");
    } else {
      message.append(':');
      outcome.failedAssertions().forEach(a -> message.append(System.lineSeparator()).append("  - ").append(a));
    }
    return message.append(outcome.report().map(r -> System.lineSeparator() + "  Report: " + r).orElse("")).toString();
  }

  /** What went wrong when the run ended with {@code exitCode}, neither passed nor failed. */
  static String problem(int exitCode, String simulation) {
    if (exitCode == ExitStatus.TOOL_ERROR.code()) {
      return simulation + " could not run to the end: the last error line above says why;"
          + " fix that and run again";
    }
    if (exitCode == FinishedRun.SIGNAL_BASE + SIGINT || exitCode == FinishedRun.SIGNAL_BASE + SIGTERM) {
      return "the JVM running " + simulation + " was stopped by signal " + (exitCode - FinishedRun.SIGNAL_BASE)
          + " (exit code " + exitCode + ", Ctrl-C or a CI timeout): its run log and report cover the part"
          + " that ran";
    }
    if (exitCode > FinishedRun.SIGNAL_BASE) {
      return "the JVM running " + simulation + " was stopped by signal " + (exitCode - FinishedRun.SIGNAL_BASE)
          + " (exit code " + exitCode + "): if nobody stopped it, the machine may have run out of"
          + " memory; cap the JVM's heap with -Dloadtest.jvmArgs=-Xmx2g or lower the load";
    }
    return "the JVM running " + simulation + " ended with unexpected exit code " + exitCode
        + ": see its output above";
  }
}
