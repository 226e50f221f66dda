package io.throng.engine.transport;

import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Ends the runs in progress when the JVM runs out of memory, wherever it does: in a user's step,
 * on an event loop, on the stats or injector thread. Netty and the JDK's executors catch what a
 * task throws and go on (logged, or kept in a future no one reads), so a run whose collector or
 * injector died would wait for its end forever; each place that catches an {@link OutOfMemoryError}
 * raises the alarm instead, and the run stops as it does on Ctrl-C. Each run arms its own alarm,
 * which holds a reserve of heap given back the moment the alarm goes off, so that the stop, the
 * run log's end and the report have room even when what filled the heap is still reachable.
 *
 * <pre>{@code
 * try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
 *   CompletableFuture.anyOf(done, alarm.raised()).get(); // raised() tells where it struck
 * }
 * }</pre>
 */
public final class OutOfMemoryAlarm implements AutoCloseable {

  public static final String IN_A_STEP = "in a virtual user's step";
  public static final String ON_AN_EVENT_LOOP = "on an event loop";
  public static final String ON_THE_RUN_THREADS = "on the stats or injector thread";
  public static final String IN_A_THREAD = "in a thread that it ended";

  /**
   * The most heap one run keeps in reserve; a run takes a sixteenth of the heap up to that. The
   * reserve is resident for the whole run (the JVM zeroes it) and counts in every run's peak
   * memory, so it stays small: enough to stop the users, end the log and write a small report
   * (what {@code MainTest}'s runs that fill their heap check), not to finish a large run on a full
   * heap.
   */
  static final int MAX_RESERVE_BYTES = 1 << 20;

  private static final int MAX_CAUSES = 16;

  private static final Set<OutOfMemoryAlarm> ARMED = new CopyOnWriteArraySet<>();
  private static final CountDownLatch EVER_RAISED = new CountDownLatch(1);
  private static final AtomicBoolean WATCHING_NETTY = new AtomicBoolean();
  // java.util.logging holds loggers weakly: a logger dropped would take its handler with it.
  private static final Logger NETTY_LOGS = Logger.getLogger("io.netty");

  private final CompletableFuture<String> raised = new CompletableFuture<>();
  private volatile byte[] reserve;

  private OutOfMemoryAlarm(int reserveBytes) {
    this.reserve = new byte[reserveBytes];
  }

  /** An alarm for one run, with its reserve of heap; closing it disarms it. */
  public static OutOfMemoryAlarm arm() {
    OutOfMemoryAlarm alarm = new OutOfMemoryAlarm((int) Math.min(Runtime.getRuntime().maxMemory() / 16,
        MAX_RESERVE_BYTES));
    ARMED.add(alarm);
    return alarm;
  }

  /**
   * If {@code error} is or was caused by an {@link OutOfMemoryError}, gives back every armed
   * alarm's reserve and raises it, saying {@code where} (one of this class's constants, so that
   * raising needs no memory of its own).
   *
   * @return whether it was one
   */
  public static boolean raise(Throwable error, String where) {
    if (!isOutOfMemory(error)) {
      return false;
    }
    for (OutOfMemoryAlarm alarm : ARMED) {
      alarm.reserve = null;
    }
    EVER_RAISED.countDown();
    for (OutOfMemoryAlarm alarm : ARMED) {
      alarm.raised.complete(where);
    }
    return true;
  }

  /** Waits until an alarm was raised in this JVM, for whoever must end it if the run cannot. */
  public static void awaitRaised() throws InterruptedException {
    EVER_RAISED.await();
  }

  /**
   * Raises the alarm for every {@link OutOfMemoryError} that Netty logs through
   * {@code java.util.logging}: Netty's way of swallowing what a task on an event loop threw.
   * Called once the JVM routes Netty's logging there; later calls do nothing.
   */
  public static void watchNettyLogs() {
    if (WATCHING_NETTY.compareAndSet(false, true)) {
      NETTY_LOGS.addHandler(new Handler() {
        @Override
        public void publish(LogRecord record) {
          if (record.getThrown() != null) {
            raise(record.getThrown(), ON_AN_EVENT_LOOP);
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      });
    }
  }

  /** Completes, with where it struck, when the JVM ran out of memory during this run. */
  public CompletableFuture<String> raised() {
    return raised;
  }

  /** Whether this run's reserve is still held: given back once the alarm went off. */
  boolean holdsReserve() {
    return reserve != null;
  }

  @Override
  public void close() {
    ARMED.remove(this);
    reserve = null;
  }

  private static boolean isOutOfMemory(Throwable error) {
    // Bounded: a chain of causes can loop.
    Throwable cause = error;
    for (int depth = 0; cause != null && depth < MAX_CAUSES; depth++, cause = cause.getCause()) {
      if (cause instanceof OutOfMemoryError) {
        return true;
      }
    }
    return false;
  }
}
