package io.throng.junit;

import io.throng.engine.assertion.AssertionResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opentest4j.AssertionFailedError;

/**
 * How a run made by {@link Throng#run} did: its assertions' results and where its report is.
 *
 * @param simulation the simulation's class name
 * @param report the report's {@code index.html}
 * @param assertions every assertion's result, in the order the simulation declares them
 * @param outcome how the run ended, as the console's last line says it ({@code Completed},
 *     {@code Interrupted}, ...)
 */
public record ThrongRun(String simulation, Path report, List<AssertionResult> assertions, String outcome) {

  public ThrongRun {
    assertions = List.copyOf(assertions);
  }

  /** Whether every assertion passed (a run without assertions passes). */
  public boolean passed() {
    return assertions.stream().allMatch(AssertionResult::passed);
  }

  /** The console's verdict: a PASS or FAIL line per assertion, the report's path, the outcome. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    for (AssertionResult assertion : assertions) {
      lines.add(assertion.verdictLine());
    }
    lines.add("Report: " + report.toAbsolutePath());
    lines.add("Outcome: " + outcome);
    return lines;
  }

  /**
   * Fails the calling test when an assertion failed, with the FAIL lines and the report's path as
   * its message.
   */
  public void assertPassed() {
    if (passed()) {
      return;
    }
    List<String> failed = lines().stream().filter(line -> !line.startsWith("PASS ")).toList();
    long count = assertions.stream().filter(assertion -> !assertion.passed()).count();
    throw new AssertionFailedError(simulation + ": " + count + " of " + assertions.size() + " assertions failed"
        + System.lineSeparator() + String.join(System.lineSeparator(), failed));
  }
}
