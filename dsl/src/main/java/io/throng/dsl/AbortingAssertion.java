package io.throng.dsl;

import io.throng.dsl.model.AbortOnFail;
import io.throng.dsl.model.AssertionSpec;
import java.time.Duration;

/**
 * An assertion that stops the run as soon as it fails, made by {@link Assertion#abortOnFail()}:
 * it is judged once a second on the figures so far, and also on the final figures like any other.
 * The first failure stops injecting, gives requests in flight the grace period, writes the run
 * log and the report, and fails the run. Immutable: each method returns a new assertion.
 *
 * <pre>{@code
 * global().failedRequests().percent().lt(5).abortOnFail()
 *     .notBefore(ofSeconds(10))        // the first seconds are noisy: judge from 10 s on
 *     .notBeforeRequests(500)          // and once 500 requests have completed
 * }</pre>
 */
public final class AbortingAssertion extends Assertion {

  AbortingAssertion(AssertionSpec spec) {
    super(spec);
  }

  /** Not judged during the first {@code elapsed} of the run. */
  public AbortingAssertion notBefore(Duration elapsed) {
    AbortOnFail abort = abort();
    return new AbortingAssertion(toModel().withAbortOnFail(
        new AbortOnFail(Require.notNegative("notBefore", elapsed), abort.minRequests())));
  }

  /** Not judged before {@code requests} requests (OK and KO, of every name) have completed. */
  public AbortingAssertion notBeforeRequests(long requests) {
    AbortOnFail abort = abort();
    return new AbortingAssertion(toModel().withAbortOnFail(
        new AbortOnFail(abort.delay(), Require.atLeast("notBeforeRequests", 0L, requests))));
  }

  private AbortOnFail abort() {
    return toModel().abortOnFail().orElseThrow();
  }
}
