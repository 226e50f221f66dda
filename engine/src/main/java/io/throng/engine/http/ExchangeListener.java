package io.throng.engine.http;

import io.throng.engine.stats.FailureKind;
/**
 * Hears how one request ended: exactly one of the two methods is called, once, on the
 * connection's event loop. A virtual user implements it, so a request allocates no callback.
 */
public interface ExchangeListener {

  /** A complete response arrived; {@code endNanos} is {@link System#nanoTime()}. */
  void onResponse(Response response, long endNanos);

  /** The request failed; {@code message} is short and says what happened. */
  void onFailure(FailureKind kind, String message, long endNanos);
}
