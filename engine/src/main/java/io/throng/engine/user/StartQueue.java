package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.throng.engine.transport.LoopTasks;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The users handed to one event loop and not started yet. The loop starts them
 * {@value #BATCH} at a time, and between two batches it serves its connections: a loop given a
 * burst of users (10,000 closed users at second 0, or an open model catching up after a stall)
 * would otherwise open every one of their connections in one long task run before reading any
 * response, so none of them would finish and free its connection until all had started. Users
 * started late count their response time from when they were due, so the wait shows.
 *
 * <pre>{@code
 * StartQueue starts = new StartQueue(loop);
 * starts.add(user::start);   // from any thread: the user starts on its loop, in order
 * }</pre>
 */
public final class StartQueue {

  /** Users started in one go before the loop turns back to its connections. */
  static final int BATCH = 64;

  private final EventLoop loop;
  private final Queue<Runnable> waiting = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean draining = new AtomicBoolean();
  private final LoopTasks.Guarded drain = LoopTasks.guard(this::drain);

  public StartQueue(EventLoop loop) {
    this.loop = loop;
  }

  /**
   * Runs {@code start} (a {@link VirtualUser#start}) on this queue's loop after the ones added
   * before it. Thread-safe.
   */
  public void add(Runnable start) {
    waiting.offer(start);
    if (draining.compareAndSet(false, true)) {
      LoopTasks.execute(loop, drain);
    }
  }

  private void drain() {
    for (int started = 0; started < BATCH; ) {
      Runnable start = waiting.poll();
      if (start != null) {
        start.run();
        started++;
      } else {
        draining.set(false);
        // A user added after the poll found draining still set and left it to this run.
        if (waiting.isEmpty() || !draining.compareAndSet(false, true)) {
          return;
        }
      }
    }
    // A task scheduled now runs after the loop's next pass over its connections, where one
    // submitted with execute() would run in this same pass of tasks.
    LoopTasks.schedule(loop, drain, 0, TimeUnit.NANOSECONDS);
  }
}
