package io.throng.engine.user;

import io.throng.engine.check.ResponseChecks;
import io.throng.engine.http.CompiledRequest;
import io.throng.engine.http.CompiledText;
import io.throng.engine.stats.RequestKey;
import java.util.List;

/**
 * A step on one of the user's WebSockets, {@code socket}, recorded under {@code key} (a connect or a
 * close; the replies awaited have keys of their own). It fails to the enclosing try's
 * {@code tryEnd}, as a request does.
 */
record WebSocketStep(String socket, RequestKey key, Command command, int tryEnd) implements Instruction {

  /** What the step does. */
  sealed interface Command {}

  /** Opens the socket; {@code await} is {@code null} when no message is awaited once open. */
  record Connect(CompiledRequest upgrade, List<String> subprotocols, int maxMessageBytes, Await await)
      implements Command {}

  /** Sends {@code text} or, when it is {@code null}, {@code bytes}. */
  record Send(CompiledText text, byte[] bytes, Await await) implements Command {}

  /** Closes the socket, waiting for the server's confirmation at most {@code timeoutNanos}. */
  record Close(long timeoutNanos) implements Command {}

  /** The replies to wait for, in order, each within {@code timeoutNanos} of the send. */
  record Await(long timeoutNanos, List<Reply> replies) {}

  /** An awaited reply: the first message passing {@code matching} must pass {@code checks}. */
  record Reply(RequestKey key, ResponseChecks matching, ResponseChecks checks) {}

  @Override
  public boolean run(VirtualUser user) {
    return user.sockets().named(socket).run(this);
  }

  WebSocketStep withTryEnd(int tryEnd) {
    return new WebSocketStep(socket, key, command, tryEnd);
  }
}
