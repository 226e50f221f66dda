package io.throng.dsl;

import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.Measure;
import io.throng.dsl.model.AssertionMetric.Outcome;
import io.throng.dsl.model.AssertionScope;

/**
 * The first stage of an assertion: which requests it looks at, made by {@link Dsl#global()},
 * {@link Dsl#forAll()} or {@link Dsl#details(String)}. Next comes what to measure:
 *
 * <pre>{@code
 * global().responseTime().percentile(99).lt(ofSeconds(1))
 * forAll().failedRequests().count().is(0)
 * details("search").requestsPerSec().gte(50)
 * details("checkout").responseTime().percentile(95).lt(ofSeconds(2))   // a group: its durations
 * }</pre>
 *
 * Immutable, like every stage after it.
 */
public final class AssertionTarget {

  private final AssertionScope scope;

  AssertionTarget(AssertionScope scope) {
    this.scope = scope;
  }

  /** A statistic of the response times (OK and KO requests), bounded by durations. */
  public ResponseTimeAssertion responseTime() {
    return new ResponseTimeAssertion(scope);
  }

  /** The mean throughput: requests (OK and KO) divided by the run's duration in seconds. */
  public NumberThreshold requestsPerSec() {
    return new NumberThreshold(scope, AssertionMetric.Throughput.MEAN);
  }

  /** The peak throughput: the highest number of requests completed within one second. */
  public NumberThreshold peakRequestsPerSec() {
    return new NumberThreshold(scope, AssertionMetric.Throughput.PEAK);
  }

  /** The requests that failed (KO), as a {@code count()} or a {@code percent()} of all. */
  public RequestCountAssertion failedRequests() {
    return new RequestCountAssertion(scope, Outcome.FAILED);
  }

  /** The requests that succeeded (OK), as a {@code count()} or a {@code percent()} of all. */
  public RequestCountAssertion successfulRequests() {
    return new RequestCountAssertion(scope, Outcome.SUCCESSFUL);
  }

  /** The stage after {@code failedRequests()} or {@code successfulRequests()}. Immutable. */
  public static final class RequestCountAssertion {
    private final AssertionScope scope;
    private final Outcome outcome;

    RequestCountAssertion(AssertionScope scope, Outcome outcome) {
      this.scope = scope;
      this.outcome = outcome;
    }

    /** How many requests. */
    public NumberThreshold count() {
      return new NumberThreshold(scope, new AssertionMetric.Requests(outcome, Measure.COUNT));
    }

    /** Their percentage of all requests, from 0 to 100. */
    public NumberThreshold percent() {
      return new NumberThreshold(scope, new AssertionMetric.Requests(outcome, Measure.PERCENT));
    }
  }
}
