package io.throng.engine.user;

import io.throng.engine.http.CompiledRequest;
import io.throng.engine.stats.RequestKey;

/**
 * A step on one of the user's Server-Sent Events streams, {@code stream}, recorded under
 * {@code key} (an open or a close; the events awaited have keys of their own). It fails to the
 * enclosing try's {@code tryEnd}, as a request does.
 */
record SseStep(String stream, RequestKey key, Command command, int tryEnd) implements Instruction {

  /** What the step does. */
  sealed interface Command {}

  /**
   * Opens the stream, waiting for its first event within {@code await}'s timeout, or the request's
   * when {@code await} is {@code null}.
   */
  record Open(CompiledRequest request, int maxEventBytes, WebSocketStep.Await await) implements Command {}

  /** Waits for events on the open stream. */
  record Await(WebSocketStep.Await await) implements Command {}

  /** Closes the stream. */
  record Close() implements Command {}

  @Override
  public boolean run(VirtualUser user) {
    return user.streams().named(stream).run(this);
  }

  SseStep withTryEnd(int tryEnd) {
    return new SseStep(stream, key, command, tryEnd);
  }
}
