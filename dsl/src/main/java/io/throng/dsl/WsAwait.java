package io.throng.dsl;

import io.throng.dsl.model.WsCommand;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Function;

/** The second half of {@code await(timeout).on(checks...)}: which replies to wait for. */
public final class WsAwait<B> {

  private final Duration timeout;
  private final Function<WsCommand.WsAwait, B> then;

  WsAwait(Duration timeout, Function<WsCommand.WsAwait, B> then) {
    this.timeout = timeout;
    this.then = then;
  }

  /** The replies, in the order they must come. */
  public B on(WsCheckBuilder... checks) {
    if (checks == null || checks.length == 0) {
      throw new IllegalArgumentException("await(...).on needs at least one ws.checkTextMessage(name) or sse.checkMessage(name)");
    }
    return then.apply(new WsCommand.WsAwait(timeout,
        Arrays.stream(checks).map(check -> Blocks.notNull("check", check).toModel()).toList()));
  }
}
