package io.throng.dsl;

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
 */
public final class Assertion {

  private final AssertionSpec spec;

  Assertion(AssertionSpec spec) {
    this.spec = spec;
  }

  /** What the assertion checks, in words: {@code global: 95th percentile of response time < 500 ms}. */
  public String description() {
    return spec.description();
  }

  @Override
  public String toString() {
    return description();
  }

  AssertionSpec toModel() {
    return spec;
  }
}
