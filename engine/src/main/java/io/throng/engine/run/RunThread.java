package io.throng.engine.run;

import io.throng.engine.transport.OutOfMemoryAlarm;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * One daemon thread of a run (the injector's, the stats') that tells when a task of its own threw:
 * out of memory raises the {@link OutOfMemoryAlarm}, anything else completes {@link #failed()}.
 * The JDK's scheduler keeps what a task threw in the task's future, which no one reads for the
 * run's fire-and-forget and periodic tasks: the stats or the arrivals would stop and the run would
 * wait for its end without a word.
 */
final class RunThread extends ScheduledThreadPoolExecutor {

  private final String name;
  private final CompletableFuture<Failure> failed = new CompletableFuture<>();

  /** What a task of the thread {@code thread} threw. */
  record Failure(String thread, Throwable thrown) {}

  RunThread(String name) {
    super(1, runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    });
    this.name = name;
  }

  @Override
  protected void afterExecute(Runnable task, Throwable thrown) {
    Throwable failure = thrown;
    if (failure == null && task instanceof Future<?> future && future.isDone() && !future.isCancelled()) {
      try {
        future.get();
      } catch (ExecutionException e) {
        failure = e.getCause();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (failure != null && !OutOfMemoryAlarm.raise(failure, OutOfMemoryAlarm.ON_THE_RUN_THREADS)) {
      failed.complete(new Failure(name, failure));
    }
  }

  /** Completes with the first failure, other than running out of memory, of a task of this thread. */
  CompletableFuture<Failure> failed() {
    return failed;
  }
}
