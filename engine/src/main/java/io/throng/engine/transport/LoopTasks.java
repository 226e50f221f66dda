package io.throng.engine.transport;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Hands tasks to an event loop so that one that throws is told, not lost. Netty keeps what a
 * scheduled task threw in the task's future, which no one reads for a timer or a pause, and only
 * logs what an executed task threw; either way the loop goes on, and a run waits for a user that
 * will never finish, or goes on short. Every task the engine gives a loop comes through here (an
 * ArchUnit rule says so): running out of memory raises the {@link OutOfMemoryAlarm}, anything
 * else goes to the loop thread's uncaught-exception handler, which a run sets to stop itself
 * ({@link Transport#newGroup(int, String, Thread.UncaughtExceptionHandler)}). Thread-safe.
 *
 * <p>A task handed over again and again (a request's deadline check, a user's next step) is
 * guarded once, as a field, with {@link #guard}: handing it over then allocates nothing but the
 * loop's own task.
 *
 * <pre>{@code
 * LoopTasks.execute(loop, () -> handshake(channel));
 *
 * private final LoopTasks.Guarded advance = LoopTasks.guard(this::advance);
 * pause = LoopTasks.schedule(loop, advance, nanos, TimeUnit.NANOSECONDS);
 * }</pre>
 */
public final class LoopTasks {

  private LoopTasks() {}

  public static void execute(EventExecutor loop, Runnable task) {
    loop.execute(guard(task));
  }

  public static ScheduledFuture<?> schedule(EventExecutor loop, Runnable task, long delay, TimeUnit unit) {
    return loop.schedule(guard(task), delay, unit);
  }

  public static Future<?> submit(EventExecutor loop, Runnable task) {
    return loop.submit(guard(task));
  }

  /** {@code task} guarded once, for a field that is handed to loops again and again. */
  public static Guarded guard(Runnable task) {
    return task instanceof Guarded guarded ? guarded : new Guarded(task);
  }

  /**
   * Tells what a task on an event loop threw, as if it had ended the thread; for code that runs
   * on a loop without being one of its tasks, such as a channel handler's callback into a user.
   */
  public static void report(Throwable thrown) {
    if (!OutOfMemoryAlarm.raise(thrown, OutOfMemoryAlarm.ON_AN_EVENT_LOOP)) {
      Thread thread = Thread.currentThread();
      thread.getUncaughtExceptionHandler().uncaughtException(thread, thrown);
    }
  }

  /** A task that tells what it threw as {@link #report} does; the methods above hand it over as it is. */
  public static final class Guarded implements Runnable {
    private final Runnable task;

    private Guarded(Runnable task) {
      this.task = task;
    }

    @Override
    public void run() {
      try {
        task.run();
      } catch (Throwable thrown) {
        report(thrown);
      }
    }
  }
}
