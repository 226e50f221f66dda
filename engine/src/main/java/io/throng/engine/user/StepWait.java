package io.throng.engine.user;

import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.RequestKey;
import io.throng.engine.transport.LoopTasks;
import java.util.concurrent.TimeUnit;

/**
 * The wait of a step on one of the user's sockets or streams: the timer that ends it, and whether
 * anything of it was a KO, which fails the user to its try's end once the step ends. Confined to
 * the user's loop.
 */
final class StepWait {

  private final VirtualUser user;
  private ScheduledFuture<?> timer;
  private boolean anyFailed;

  StepWait(VirtualUser user) {
    this.user = user;
  }

  void startTimer(Runnable timedOut, long timeoutNanos) {
    timer = LoopTasks.schedule(user.loop(), timedOut, timeoutNanos, TimeUnit.NANOSECONDS);
  }

  void cancelTimer() {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }

  /** Something of the step was a KO. */
  void failed() {
    anyFailed = true;
  }

  /** The step ended, failed too when {@code repliesFailed}: the user goes on, from its try's end if failed. */
  void end(int tryEnd, boolean repliesFailed) {
    cancelTimer();
    boolean failed = anyFailed | repliesFailed;
    anyFailed = false;
    if (failed) {
      user.failed(tryEnd);
    }
    user.resume();
  }

  /** A step that cannot run is a KO at once, and the user goes on, failed, without waiting. */
  boolean refuse(RequestKey key, int tryEnd, long now, FailureKind kind, String reason) {
    user.stats().recordKo(key, now, now, now, 0, Protocol.NONE, kind, reason);
    user.failed(tryEnd);
    return true;
  }
}
