package io.throng.engine.schedule;

import io.throng.engine.user.Workload;

/**
 * The part every population's workload shares: requests go through the run's {@link Pacer}, and
 * a finished user is counted towards the population's end. Subclasses say when a user repeats
 * its scenario and whether it may still send.
 */
abstract class PacedWorkload implements Workload {

  private final Pacer pacer;
  private final Runnable userFinished;

  PacedWorkload(Pacer pacer, Runnable userFinished) {
    this.pacer = pacer;
    this.userFinished = userFinished;
  }

  @Override
  public final long admit(long nowNanos) {
    return mayRequest(nowNanos) ? pacer.slot(nowNanos) : REFUSED;
  }

  /** Whether one more request may be sent; a budget takes its token here. */
  boolean mayRequest(long nowNanos) {
    return true;
  }

  @Override
  public void finished() {
    userFinished.run();
  }
}
