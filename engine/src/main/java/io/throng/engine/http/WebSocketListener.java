package io.throng.engine.http;

import io.throng.engine.outcome.FailureKind;

/**
 * Hears what happens on one {@link WebSocketConnection}, on its event loop: it opened or could not,
 * messages, and exactly one end ({@link #onRefused} or {@link #onClosed}) unless it was aborted.
 */
public interface WebSocketListener {

  /** The server accepted the upgrade with {@code status} 101. */
  void onOpen(int status, long endNanos);

  /**
   * The socket never opened: no connection, or the server answered the upgrade with something else
   * than a valid 101 ({@code status}, {@code 0} without an answer).
   */
  void onRefused(FailureKind kind, int status, String reason, long endNanos);

  void onText(String text, long receivedNanos);

  void onBinary(byte[] bytes, long receivedNanos);

  /**
   * The open socket ended, with the close frame's {@code code} and {@code reason}, or 1006 when the
   * connection was lost without one.
   *
   * @param requested whether the user had asked for the close, which the server then confirmed
   */
  void onClosed(int code, String reason, boolean requested, long endNanos);
}
