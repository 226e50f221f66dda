package io.throng.dsl;

import io.throng.dsl.model.Step;
import java.util.List;

/**
 * A sequence of steps that is not a scenario yet: the body of a loop, a condition, a switch or a
 * group, or a part shared by several scenarios. Made by the static {@code exec(...)},
 * {@code pause(...)}, {@code feed(...)}... of {@link Dsl}. Immutable: every method returns a new
 * builder.
 *
 * <pre>{@code
 * ChainBuilder login = exec(http("login").post("/login").formParam("user", "#{user}"));
 * scenario("shop").exec(login).repeat(3).on(exec(http("item").get("/item")).pause(ofSeconds(1)));
 * }</pre>
 */
public final class ChainBuilder extends StepsBuilder<ChainBuilder> {

  static final ChainBuilder EMPTY = new ChainBuilder(List.of());

  private ChainBuilder(List<Step> steps) {
    super(steps);
  }

  @Override
  ChainBuilder withSteps(List<Step> steps) {
    return new ChainBuilder(steps);
  }
}
