package io.throng.dsl;

import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.WsCommand;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A message awaited on a WebSocket (a text message) or a Server-Sent Events stream (an event), with the conditions that pick it out of the others
 * ({@code matching}) and the checks it must pass ({@code check}, with {@code saveAs}), using the
 * same extractors as HTTP bodies: {@code ws.checkTextMessage("reply").check(jsonPath("$.id").saveAs("id"))}.
 * Immutable: each method returns a new builder.
 */
public final class WsCheckBuilder {

  private final WsCommand.WsCheck spec;

  /** @param what the factory, for the message about a blank {@code name} */
  WsCheckBuilder(String what, String name) {
    this.spec = new WsCommand.WsCheck(Require.notBlank(what, name), List.of(), List.of());
  }

  private WsCheckBuilder(WsCommand.WsCheck spec) {
    this.spec = spec;
  }

  /** Only a message passing all of {@code conditions} is this reply; the others are counted as unmatched. */
  public WsCheckBuilder matching(CheckBuilder<?>... conditions) {
    return new WsCheckBuilder(new WsCommand.WsCheck(spec.name(), plus(spec.matching(), "matching", conditions),
        spec.checks()));
  }

  /** What the reply must satisfy; a failed check is a KO of this reply. */
  public WsCheckBuilder check(CheckBuilder<?>... checks) {
    return new WsCheckBuilder(new WsCommand.WsCheck(spec.name(), spec.matching(), plus(spec.checks(), "check", checks)));
  }

  WsCommand.WsCheck toModel() {
    return spec;
  }

  private static List<CheckSpec> plus(List<CheckSpec> before, String what, CheckBuilder<?>[] checks) {
    if (checks == null || checks.length == 0) {
      throw new IllegalArgumentException(what + " needs at least one check");
    }
    List<CheckSpec> all = new ArrayList<>(before);
    Arrays.stream(checks).map(check -> Blocks.notNull("check", check).toModel()).forEach(all::add);
    return all;
  }
}
