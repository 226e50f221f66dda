package io.throng.engine.user;

import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Scenario;

/**
 * A scenario made ready to run, once per run and before it starts: every request's target is
 * resolved, so virtual users do no parsing or DNS lookups.
 */
public final class CompiledScenario {

  private final String name;
  private final Action[] actions;

  private CompiledScenario(String name, Action[] actions) {
    this.name = name;
    this.actions = actions;
  }

  /**
   * @param baseUrl the URL relative paths resolve against (the demo target's, when it is used)
   * @throws IllegalArgumentException when a request cannot be prepared; the message says why
   */
  public static CompiledScenario compile(Scenario scenario, HttpProtocol protocol, String baseUrl) {
    return new CompiledScenario(scenario.name(), Action.compile(scenario.steps(), protocol, baseUrl));
  }

  public String name() {
    return name;
  }

  Action[] actions() {
    return actions;
  }
}
