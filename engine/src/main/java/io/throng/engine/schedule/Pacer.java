package io.throng.engine.schedule;

/**
 * Decides when a request that is ready may be sent. Thread-safe: users on every event loop ask.
 */
public interface Pacer {

  /** No cap: every request goes when it is ready. */
  Pacer NONE = readyNanos -> readyNanos;

  /**
   * The {@link System#nanoTime()} instant at which a request ready at {@code readyNanos} may be
   * sent: {@code readyNanos} or earlier means at once. Each call takes a slot.
   */
  long slot(long readyNanos);
}
