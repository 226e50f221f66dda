package io.throng.engine;

import io.throng.engine.transport.OutOfMemoryAlarm;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * One daemon thread of a run (the injector's, the stats') that raises the {@link OutOfMemoryAlarm}
 * when a task of its own ran out of memory. The JDK's scheduler keeps what a task threw in the
 * task's future, which no one reads for a periodic task: the stats would stop and the run would
 * wait for its end without a word.
 */
final class RunThread extends ScheduledThreadPoolExecutor {

  RunThread(String name) {
    super(1, runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    });
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
    if (failure != null) {
      OutOfMemoryAlarm.raise(failure, OutOfMemoryAlarm.ON_THE_RUN_THREADS);
    }
  }
}
