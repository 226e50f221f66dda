package io.throng.dsl;

import io.throng.dsl.model.Step;
import java.util.Arrays;

/**
 * The second half of {@code uniformRandomSwitch()} and {@code roundRobinSwitch()}: the chains to
 * pick from. Immutable.
 *
 * <pre>{@code
 * .roundRobinSwitch().on(exec(http("a").get("/a")), exec(http("b").get("/b")))
 * }</pre>
 */
public final class ChainSwitch<B extends StepsBuilder<B>> {

  private final B parent;
  private final String what;
  private final Step.SwitchStrategy strategy;

  ChainSwitch(B parent, String what, Step.SwitchStrategy strategy) {
    this.parent = parent;
    this.what = what;
    this.strategy = strategy;
  }

  /** At least two chains. */
  public B on(ChainBuilder... chains) {
    if (chains == null || chains.length < 2) {
      throw new IllegalArgumentException(
          what + " needs at least 2 chains, was " + (chains == null ? 0 : chains.length));
    }
    return parent.append(new Step.Switch(strategy, Arrays.stream(chains)
        .map(chain -> new Step.Branch(100.0 / chains.length, Blocks.body(what, chain)))
        .toList()));
  }
}
