package io.throng.engine.http;

import io.throng.engine.outcome.FailureKind;
/**
 * Hears how one request ended: exactly one of {@link #onResponse} and {@link #onFailure} is
 * called, once, on the connection's event loop, after any {@link #onRetry}. A virtual user
 * implements it, so a request allocates no callback.
 */
public interface ExchangeListener {

  /** A complete response arrived; {@code endNanos} is {@link System#nanoTime()}. */
  void onResponse(Response response, long endNanos);

  /** The request failed; {@code message} is short and says what happened. */
  void onFailure(FailureKind kind, String message, long endNanos);

  /**
   * An attempt of the request was written but lost unanswered: the server closed the reused
   * keep-alive connection before any response, and the request is being sent once more (see
   * {@code HttpProtocolBuilder.retryOnStaleConnection}). Called before the retry's own outcome,
   * which still comes as one call of the two methods above. A listener that records outcomes
   * counts it, so every attempt on the wire is counted; the connection's own handler never retries.
   */
  default void onRetry() {}
}
