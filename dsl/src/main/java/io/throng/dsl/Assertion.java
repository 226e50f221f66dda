package io.throng.dsl;

import io.throng.dsl.model.AbortOnFail;
import io.throng.dsl.model.AssertionSpec;

/**
 * A complete assertion, ready for {@link Simulation.SetUp#assertions(Assertion...)}. Only the
 * last stage of the chain makes one, so an assertion without its bound does not compile:
 *
 * <pre>{@code
 * setUp(...).assertions(
 *     global().responseTime().percentile(95).lt(ofMillis(500)),
 *     global().failedRequests().percent().lt(1),
 *     details("login").responseTime().max().lte(ofSeconds(2)));
 * }</pre>
 *
 * <p>{@link #abortOnFail()} makes it stop the run as soon as it fails, judged once a second
 * during the run. Immutable.
 */
public class Assertion {

  private final AssertionSpec spec;

  Assertion(AssertionSpec spec) {
    this.spec = spec;
  }

  /**
   * This assertion, also judged once a second during the run on the figures so far: its first
   * failure stops the run gracefully and fails it. See {@link AbortingAssertion} for a delay.
   */
  public AbortingAssertion abortOnFail() {
    return new AbortingAssertion(spec.withAbortOnFail(spec.abortOnFail().orElse(AbortOnFail.AT_ONCE)));
  }

  /** What the assertion checks, in words: {@code global: 95th percentile of response time < 500 ms}. */
  public final String description() {
    return spec.description();
  }

  @Override
  public final String toString() {
    return description();
  }

  final AssertionSpec toModel() {
    return spec;
  }
}
