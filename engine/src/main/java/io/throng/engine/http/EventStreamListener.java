package io.throng.engine.http;

import io.throng.engine.outcome.FailureKind;

/**
 * Hears what happens on one {@link EventStreamConnection}, on its event loop: it opened or could
 * not, events, and exactly one end ({@link #onRefused} or {@link #onClosed}) unless it was closed
 * by the user.
 */
public interface EventStreamListener {

  /**
   * The stream never opened: no connection, or an answer other than {@code 200} with
   * {@code text/event-stream} ({@code status}, {@code 0} without an answer).
   */
  void onRefused(FailureKind kind, int status, String reason, long endNanos);

  void onEvent(ServerSentEvent event, long receivedNanos);

  /** The open stream ended without the user asking: the server ended the response, or the connection broke. */
  void onClosed(String reason, long endNanos);
}
