package io.throng.engine.user;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code rendezVous(n)}: holds users until {@code n} of them, on any event loop, have reached it,
 * then releases them all; from then on users pass at once, as Gatling's does. Shared by every user
 * of the scenario; lock-free: a user queues itself, then counts itself, so whichever user counts
 * the {@code n}-th arrival (or any later one) finds every earlier one queued and releases it on its
 * own loop. A run that stops releases the users still waiting, which then end as stopped users do.
 */
final class RendezVous implements Instruction {

  private final int users;
  private final AtomicInteger arrived = new AtomicInteger();
  private final Queue<VirtualUser> waiting = new ConcurrentLinkedQueue<>();
  private volatile boolean open;

  RendezVous(int users) {
    this.users = users;
  }

  @Override
  public boolean run(VirtualUser user) {
    if (open) {
      return true;
    }
    waiting.add(user);
    if (arrived.incrementAndGet() >= users) {
      release();
    } else {
      user.waitFor(this);
    }
    return false;
  }

  /** Lets every waiting user go on, each on its own loop. */
  void release() {
    open = true;
    for (VirtualUser user = waiting.poll(); user != null; user = waiting.poll()) {
      user.resumeOnItsLoop();
    }
  }
}
