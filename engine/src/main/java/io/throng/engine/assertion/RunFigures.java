package io.throng.engine.assertion;

import java.util.SortedMap;

/**
 * The figures of a run that assertions are judged on: all requests together, and each request
 * name on its own.
 *
 * <pre>{@code
 * List<AssertionResult> results = AssertionEvaluator.evaluate(plan.assertions(), figures);
 * }</pre>
 *
 * @see RequestFigures
 */
public interface RunFigures {

  /** Every request of the run together. */
  RequestFigures total();

  /** Each request name that completed at least once, sorted by name. */
  SortedMap<String, ? extends RequestFigures> requests();
}
