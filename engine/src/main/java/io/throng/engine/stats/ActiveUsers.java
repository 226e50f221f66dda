package io.throng.engine.stats;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Virtual users active now, of one scenario or of the whole run, and the most that were active at
 * once since the stats thread last took that figure: the users chart's "active at most" of a
 * second, which a count at the second's end misses for users that start and finish within it.
 * Users count themselves from any event loop, once when they start and once when they finish, so
 * this is a compare-and-set per start, not per request.
 */
final class ActiveUsers {

  private final AtomicLong active = new AtomicLong();
  private final AtomicLong most = new AtomicLong();

  void started() {
    long now = active.incrementAndGet();
    // Compare-and-set only when the level is a new high: a steady run reads, never writes.
    if (now > most.get()) {
      most.accumulateAndGet(now, Math::max);
    }
  }

  void finished() {
    active.decrementAndGet();
  }

  /**
   * The most users active at once since the call before (or the start), and from now on those
   * active now, the level the next period starts from. Stats thread.
   */
  long takeMost() {
    long taken = most.getAndSet(active.get());
    // A user that started between the two reads raised the figure just taken: carry its level on.
    most.accumulateAndGet(active.get(), Math::max);
    return taken;
  }
}
