package io.throng.dsl;

import io.throng.dsl.model.Step;
import java.util.List;
import java.util.function.Function;

/**
 * The second half of a loop, a group or a {@code tryMax}: it has only {@link #on}, so a loop
 * without its body does not compile. Immutable.
 *
 * <pre>{@code
 * .repeat(5).on(exec(http("page").get("/page")).pause(ofSeconds(1)))
 * }</pre>
 */
public final class Block<B extends StepsBuilder<B>> {

  private final B parent;
  private final String what;
  private final Function<List<Step>, Step> wrap;

  Block(B parent, String what, Function<List<Step>, Step> wrap) {
    this.parent = parent;
    this.what = what;
    this.wrap = wrap;
  }

  /** The steps to run inside. */
  public B on(ChainBuilder chain) {
    return parent.append(wrap.apply(Blocks.body(what, chain)));
  }
}
