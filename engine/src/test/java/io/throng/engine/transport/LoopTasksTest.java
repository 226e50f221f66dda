package io.throng.engine.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoopGroup;
import com.sun.management.ThreadMXBean;
import io.netty.util.concurrent.EventExecutor;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Tasks on a real event loop whose thread has the handler a run sets. */
class LoopTasksTest {

  private static final int CALLS = 100_000;

  private final CompletableFuture<Map.Entry<String, Throwable>> told = new CompletableFuture<>();
  private final EventLoopGroup group = Transport.best().newGroup(1, "loop-tasks-test",
      (thread, thrown) -> told.complete(Map.entry(thread.getName(), thrown)));
  private final EventExecutor loop = group.next();

  @AfterEach
  void shutDown() {
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  @Test
  void aScheduledTaskThatThrowsIsToldToTheLoopThreadsHandler() throws Exception {
    IllegalStateException thrown = new IllegalStateException("a timer broke");

    LoopTasks.schedule(loop, () -> {
      throw thrown;
    }, 1, TimeUnit.MILLISECONDS);

    Map.Entry<String, Throwable> failure = told.get(10, TimeUnit.SECONDS);
    assertThat(failure.getKey()).startsWith("loop-tasks-test-");
    assertThat(failure.getValue()).isSameAs(thrown);
  }

  @Test
  void anExecutedOrSubmittedTaskThatThrowsIsToldToo() throws Exception {
    AssertionError thrown = new AssertionError("an error, not an exception");

    LoopTasks.submit(loop, () -> {}).get(10, TimeUnit.SECONDS);
    assertThat(told).isNotDone();
    LoopTasks.execute(loop, () -> {
      throw thrown;
    });

    assertThat(told.get(10, TimeUnit.SECONDS).getValue()).isSameAs(thrown);
  }

  @Test
  void runningOutOfMemoryRaisesTheAlarmInstead() throws Exception {
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      LoopTasks.schedule(loop, () -> {
        throw new OutOfMemoryError("Java heap space");
      }, 0, TimeUnit.MILLISECONDS);

      assertThat(alarm.raised().get(10, TimeUnit.SECONDS)).isEqualTo(OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
      // The loop still runs tasks, and told no one else.
      LoopTasks.submit(loop, () -> {}).get(10, TimeUnit.SECONDS);
      assertThat(told).isNotDone();
    }
  }

  @Test
  void aTaskGuardedOnceIsHandedOverWithoutAnotherWrapper() throws Exception {
    Runnable nothing = () -> {};
    LoopTasks.Guarded guarded = LoopTasks.guard(nothing);
    long[] bytesPerTimer = new long[3];

    LoopTasks.submit(loop, () -> {
      for (int round = 0; round < 2; round++) { // the first round warms up
        bytesPerTimer[0] = allocatedPerCall(() -> loop.schedule(nothing, 1, TimeUnit.HOURS).cancel(false));
        bytesPerTimer[1] = allocatedPerCall(() -> LoopTasks.schedule(loop, guarded, 1, TimeUnit.HOURS).cancel(false));
        bytesPerTimer[2] = allocatedPerCall(() -> LoopTasks.schedule(loop, nothing, 1, TimeUnit.HOURS).cancel(false));
      }
    }).get(60, TimeUnit.SECONDS);

    assertThat(LoopTasks.guard(guarded)).isSameAs(guarded);
    assertThat(bytesPerTimer[1]).as("bytes per timer of a task guarded once, beside Netty's own")
        .isLessThan(bytesPerTimer[0] + 8);
    assertThat(bytesPerTimer[2]).as("bytes per timer of a task guarded each time, beside Netty's own")
        .isGreaterThanOrEqualTo(bytesPerTimer[0] + 16);
    assertThat(told).isNotDone();
  }

  /** Bytes the loop thread allocates per call of {@code call}, averaged over {@value #CALLS} calls. */
  private static long allocatedPerCall(Runnable call) {
    ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < CALLS; i++) {
      call.run();
    }
    return (threads.getCurrentThreadAllocatedBytes() - before) / CALLS;
  }
}
