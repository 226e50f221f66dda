package io.throng.engine.assertion;

/**
 * The outcome of one assertion on one run, as text ready for the console, the report and JUnit
 * XML.
 *
 * <pre>{@code
 * for (AssertionResult r : AssertionEvaluator.evaluate(plan.assertions(), figures)) {
 *   System.out.println(r.verdictLine());
 * }
 * }</pre>
 *
 * @param description what was checked: {@code global: 95th percentile of response time < 500 ms}
 * @param passed whether the run met it
 * @param actual the measured value with its unit ({@code 612 ms}), or why there is none
 * @param expected the condition with its unit ({@code < 500 ms})
 * @param measured whether the metric had a value; a result without one failed for want of
 *     requests, which a run under way does not hold against it
 */
public record AssertionResult(String description, boolean passed, String actual, String expected, boolean measured) {

  /** The result of a metric that had a value. */
  public AssertionResult(String description, boolean passed, String actual, String expected) {
    this(description, passed, actual, expected, true);
  }

  /** A failure for want of a value: {@code why} says what was missing. */
  static AssertionResult unmeasured(String description, String why, String expected) {
    return new AssertionResult(description, false, why, expected, false);
  }

  /** {@code actual 612 ms, expected < 500 ms}. */
  public String message() {
    return "actual " + actual + ", expected " + expected;
  }

  /** The console's line: {@code FAIL global: ... < 500 ms (actual 612 ms, expected < 500 ms)}. */
  public String verdictLine() {
    return (passed ? "PASS " : "FAIL ") + description + " (" + message() + ")";
  }
}
