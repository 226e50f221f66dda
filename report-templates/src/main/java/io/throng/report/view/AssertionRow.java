package io.throng.report.view;

import io.throng.engine.assertion.AssertionResult;

/**
 * One assertion in the headline: {@code status} is {@code PASS} or {@code FAIL} and {@code
 * statusClass} its CSS class ({@code pass}, {@code fail}).
 */
public record AssertionRow(String description, String status, String statusClass, String actual, String expected) {

  /** Whether the assertion held. */
  public boolean passed() {
    return "PASS".equals(status);
  }

  static AssertionRow of(AssertionResult result) {
    return result.passed()
        ? new AssertionRow(result.description(), "PASS", "pass", result.actual(), result.expected())
        : new AssertionRow(result.description(), "FAIL", "fail", result.actual(), result.expected());
  }
}
