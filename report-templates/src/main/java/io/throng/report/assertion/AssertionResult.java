package io.throng.report.assertion;

/**
 * The outcome of one assertion on one run, as text ready for the console, the report and JUnit
 * XML.
 *
 * <pre>{@code
 * for (AssertionResult r : AssertionEvaluator.evaluate(plan.assertions(), summary)) {
 *   System.out.println((r.passed() ? "PASS " : "FAIL ") + r.description() + " (" + r.message() + ")");
 * }
 * }</pre>
 *
 * @param description what was checked: {@code global: 95th percentile of response time < 500 ms}
 * @param passed whether the run met it
 * @param actual the measured value with its unit ({@code 612 ms}), or why there is none
 * @param expected the condition with its unit ({@code < 500 ms})
 */
public record AssertionResult(String description, boolean passed, String actual, String expected) {

  /** {@code actual 612 ms, expected < 500 ms}. */
  public String message() {
    return "actual " + actual + ", expected " + expected;
  }
}
