package io.throng.engine.assertion;

import java.util.Collections;
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

  /**
   * Each group executed at least once, by its name ({@code "checkout"}, {@code "checkout / pay"}):
   * its executions count as its requests, their durations as its response times.
   */
  default SortedMap<String, ? extends RequestFigures> groups() {
    return Collections.emptySortedMap();
  }
}
