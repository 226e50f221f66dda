package io.throng.engine.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Tasks on a real event loop whose thread has the handler a run sets. */
class LoopTasksTest {

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
}
