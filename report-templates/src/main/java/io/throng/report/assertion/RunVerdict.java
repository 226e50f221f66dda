package io.throng.report.assertion;

import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.assertion.AssertionEvaluator;
import io.throng.engine.assertion.AssertionResult;
import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.RunSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Judges a simulation's assertions on the final figures of its run, with the engine's evaluator,
 * and holds an abort to account: the abort-on-fail assertion that stopped the run fails, showing
 * the value that stopped it beside the final one, even if the requests that completed in the grace
 * period brought the final figure back within bounds; and when the assertions at hand do not include it (a report judged
 * without its simulation), it is added, so that a stopped run never passes.
 *
 * <pre>{@code
 * List<AssertionResult> results = RunVerdict.judge(plan.assertions(), RunLogAggregator.aggregate(runLog));
 * }</pre>
 */
public final class RunVerdict {

  private RunVerdict() {}

  /** One result per assertion, in order ({@code forAll()}: per request name), plus an unlisted abort. */
  public static List<AssertionResult> judge(List<AssertionSpec> assertions, RunSummary run) {
    List<AssertionResult> results = new ArrayList<>(AssertionEvaluator.evaluate(assertions, new SummaryFigures(run)));
    Optional<Ending.Abort> abort = run.end().flatMap(Ending::abort);
    if (abort.isEmpty()) {
      return List.copyOf(results);
    }
    Ending.Abort stop = abort.get();
    boolean listed = false;
    for (int i = 0; i < results.size(); i++) {
      AssertionResult result = results.get(i);
      if (result.description().equals(stop.assertion())) {
        listed = true;
        String actual = result.passed()
            ? stop.actual() + " when it stopped the run (" + result.actual() + " at the end)"
            : result.actual() + " (" + stop.actual() + " when it stopped the run)";
        results.set(i, new AssertionResult(result.description(), false, actual, result.expected()));
      }
    }
    if (!listed) {
      results.add(new AssertionResult(stop.assertion(), false, stop.actual() + " when it stopped the run",
          stop.expected()));
    }
    return List.copyOf(results);
  }
}
