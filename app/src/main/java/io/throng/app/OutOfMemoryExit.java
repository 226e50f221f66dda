package io.throng.app;

import io.throng.engine.transport.OutOfMemoryAlarm;
import java.io.PrintStream;
import java.util.concurrent.TimeUnit;

/**
 * What the app's own JVM does when it runs out of memory outside the places that catch it: an
 * error that ends a thread raises the run's {@link OutOfMemoryAlarm}, and if the run has not
 * ended (log closed, report written) within a deadline of the alarm, the JVM halts with
 * {@link ExitStatus#TOOL_ERROR} and says what to do, rather than hang in a heap it cannot free.
 *
 * <p>Not {@code -XX:+ExitOnOutOfMemoryError}: it ends the JVM at the first such error, even one
 * the run survives to end its log and write its report, and with status 3, which here means an
 * invalid run.
 *
 * <pre>{@code
 * OutOfMemoryExit.install(30, System.err, "error: the JVM ran out of memory: ...");
 * }</pre>
 */
final class OutOfMemoryExit {

  private OutOfMemoryExit() {}

  /**
   * Makes uncaught errors raise the alarm, and starts (now, while there is memory for a thread)
   * the daemon that halts the JVM {@code deadlineSeconds} after an alarm, printing {@code message}.
   */
  static void install(long deadlineSeconds, PrintStream err, String message) {
    Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
      if (!OutOfMemoryAlarm.raise(error, OutOfMemoryAlarm.IN_A_THREAD)) {
        // What the JVM prints when no handler is set.
        err.print("Exception in thread \"" + thread.getName() + "\" ");
        error.printStackTrace(err);
      }
    });
    Thread halt = new Thread(() -> {
      try {
        OutOfMemoryAlarm.awaitRaised();
        TimeUnit.SECONDS.sleep(deadlineSeconds);
      } catch (InterruptedException e) {
        return;
      }
      err.println(message);
      err.flush();
      Runtime.getRuntime().halt(ExitStatus.TOOL_ERROR.code());
    }, "throng-out-of-memory-exit");
    halt.setDaemon(true);
    halt.start();
  }
}
