package io.throng.engine.user;

/**
 * What a virtual user asks its population's workload model, always on the user's own event
 * loop: whether to run the scenario again, and when (or whether) it may send its next request.
 * Implementations are thread-safe, since users of one population live on every loop.
 *
 * <pre>{@code
 * long slot = workload.admit(System.nanoTime());
 * if (slot == Workload.REFUSED) { finish(); }          // a request budget is spent
 * else if (slot > now) { wait until slot, then send }  // throttled: latency counts from slot
 * }</pre>
 */
public interface Workload {

  /** What {@link #admit} returns when the user must finish instead of sending. */
  long REFUSED = Long.MIN_VALUE;

  /** Called when the user reached the end of its scenario: whether it runs it again from the start. */
  boolean repeat(long nowNanos);

  /**
   * Called before each request: the {@link System#nanoTime()} instant at which it may be sent
   * ({@code nowNanos} or earlier means at once, and a later instant is the request's intended
   * start), or {@link #REFUSED}.
   */
  long admit(long nowNanos);

  /** Called once, when the user has finished for good, whatever the reason. */
  void finished();

  /**
   * Called once in place of {@link #finished()} when the user stopped because it cannot go on
   * however often it starts again (a feeder with no more records): a closed model does not give
   * its slot to a new user, who would stop the same way at once.
   */
  default void spent() {
    finished();
  }
}
