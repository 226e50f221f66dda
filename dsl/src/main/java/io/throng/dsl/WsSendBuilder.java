package io.throng.dsl;

import io.throng.dsl.model.Step;
import io.throng.dsl.model.WsCommand;
import java.time.Duration;
import java.util.Optional;

/**
 * A message sent on a WebSocket, with the replies to wait for:
 * {@code ws("echo").sendText("hi").await(ofSeconds(1)).on(ws.checkTextMessage("echo reply"))}.
 * Immutable: each method returns a new builder.
 */
public final class WsSendBuilder extends WsAction {

  private final WsName name;
  private final WsCommand spec;

  WsSendBuilder(WsName name, WsCommand spec) {
    this.name = name;
    this.spec = spec;
  }

  /**
   * Waits up to {@code timeout} for the replies that {@code on(...)} names; each is recorded under
   * its check's name with the time from the send to its arrival.
   */
  public WsAwait<WsSendBuilder> await(Duration timeout) {
    Require.positive("await timeout", timeout);
    return new WsAwait<>(timeout, await -> new WsSendBuilder(name, spec instanceof WsCommand.SendText text
        ? new WsCommand.SendText(text.text(), Optional.of(await))
        : new WsCommand.SendBytes(((WsCommand.SendBytes) spec).bytes(), Optional.of(await))));
  }

  @Override
  Step.WebSocket toStep() {
    return name.step(spec);
  }
}
