package io.throng.dsl;

import io.throng.dsl.model.Step;
import java.util.List;
import java.util.function.Predicate;

/**
 * The second half of {@code doIf(condition).then(chain)}. Immutable.
 *
 * <pre>{@code
 * .doIf(session -> session.contains("token")).then(exec(http("me").get("/me")))
 * .doIfOrElse(session -> session.getInt("age") >= 18).then(exec(adult)).orElse(exec(minor))
 * }</pre>
 */
public final class Condition<B extends StepsBuilder<B>> {

  private final B parent;
  private final Predicate<Session> condition;

  Condition(B parent, Predicate<Session> condition) {
    this.parent = parent;
    this.condition = condition;
  }

  /** The steps to run when the condition holds. */
  public B then(ChainBuilder chain) {
    return parent.append(new Step.If(condition, Blocks.body("doIf", chain), List.of()));
  }

  /** The second part of {@code doIfOrElse}: the chain for when the condition holds. */
  public static final class OrElse<B extends StepsBuilder<B>> {
    private final B parent;
    private final Predicate<Session> condition;

    OrElse(B parent, Predicate<Session> condition) {
      this.parent = parent;
      this.condition = condition;
    }

    public Otherwise<B> then(ChainBuilder chain) {
      return new Otherwise<>(parent, condition, Blocks.body("doIfOrElse", chain));
    }
  }

  /** The last part of {@code doIfOrElse}: the chain for when the condition does not hold. */
  public static final class Otherwise<B extends StepsBuilder<B>> {
    private final B parent;
    private final Predicate<Session> condition;
    private final List<Step> then;

    Otherwise(B parent, Predicate<Session> condition, List<Step> then) {
      this.parent = parent;
      this.condition = condition;
      this.then = then;
    }

    public B orElse(ChainBuilder chain) {
      return parent.append(new Step.If(condition, then, Blocks.body("orElse", chain)));
    }
  }
}
