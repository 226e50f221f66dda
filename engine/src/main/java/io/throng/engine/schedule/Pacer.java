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

  /**
   * Sets second 0 on the {@link System#nanoTime()} clock, where a schedule of slots begins: a run
   * makes its pacer before second 0 and calls this once second 0 is known, before any
   * {@link #slot}, on the thread that then starts the users (they see it through the hand-offs
   * that start them). A pacer without a schedule ignores it.
   */
  default void start(long startNanos) {}
}
