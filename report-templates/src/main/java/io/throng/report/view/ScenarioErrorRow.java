package io.throng.report.view;

import io.throng.report.aggregate.ScenarioErrorSummary;

/** One line of the scenario errors table: a step that threw, how, and how often. */
public record ScenarioErrorRow(String scenario, String step, String exception, String message, String count) {

  static ScenarioErrorRow of(ScenarioErrorSummary error) {
    return new ScenarioErrorRow(error.scenario(), error.step(), error.exceptionClass(),
        error.message().isEmpty() ? DisplayFormat.NONE : error.message(), DisplayFormat.count(error.count()));
  }
}
