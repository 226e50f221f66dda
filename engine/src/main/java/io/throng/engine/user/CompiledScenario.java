package io.throng.engine.user;

import io.throng.engine.http.Redirects;
import io.throng.engine.check.Redaction;
import io.throng.engine.stats.ScenarioErrors;
import io.throng.engine.stats.ScenarioUserCount;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A scenario made ready to run by a {@link ScenarioCompiler}, once per run and before it starts:
 * a flat program of {@link Instruction}s with every request, template, check and feeder
 * compiled, so virtual users do no parsing or DNS lookups. Shared by every user of the scenario.
 */
public final class CompiledScenario {

  private final String name;
  private final Instruction[] program;
  private final int slotCount;
  private final AtomicLong userIds;
  private final Redirects redirects;
  private final int maxRedirects;
  private final ScenarioErrors errors;
  private final ScenarioUserCount users;
  private final Redaction secrets;

  CompiledScenario(String name, Instruction[] program, int slotCount, AtomicLong userIds, Redirects redirects,
      int maxRedirects, ScenarioErrors errors, ScenarioUserCount users, Redaction secrets) {
    this.secrets = secrets;
    this.errors = errors;
    this.users = users;
    this.name = name;
    this.program = program;
    this.slotCount = slotCount;
    this.userIds = userIds;
    this.redirects = redirects;
    this.maxRedirects = maxRedirects;
  }

  public String name() {
    return name;
  }

  /** Where this scenario's users count themselves started and finished. */
  ScenarioUserCount users() {
    return users;
  }

  Instruction[] program() {
    return program;
  }

  int slotCount() {
    return slotCount;
  }

  /** A number for the next user, unique within the run; it also picks the user's base URL. */
  long nextUserId() {
    return userIds.getAndIncrement();
  }

  Redirects redirects() {
    return redirects;
  }

  int maxRedirects() {
    return maxRedirects;
  }

  /** What its users' messages must not show: the protocol's secrets beside credentials and cookies. */
  Redaction secrets() {
    return secrets;
  }

  /** Where its users' crashed steps are counted. */
  ScenarioErrors errors() {
    return errors;
  }
}
