package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.ClosedStep;
import io.throng.engine.user.Workload;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The slot bookkeeping of the closed model, with users played by the test itself. */
class ClosedInjectorTest {

  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
  private final List<Workload> started = new CopyOnWriteArrayList<>();
  private final AtomicInteger finished = new AtomicInteger();
  private final CountDownLatch done = new CountDownLatch(1);

  @AfterEach
  void stopTimer() {
    timer.shutdownNow();
  }

  @Test
  void usersAboveALowerLevelLeaveAfterTheirIterationAndAreNotReplaced() throws Exception {
    ClosedInjector injector = injector(new ClosedStep.Constant(4, Duration.ofMillis(50)), new ClosedStep.Constant(1, Duration.ofMinutes(1)));
    injector.start(System.nanoTime());
    awaitStarted(4);
    Thread.sleep(500); // the level is 1 from 50 ms on

    List<Workload> leaving = started.stream().filter(user -> !user.repeat(System.nanoTime())).toList();
    assertThat(leaving).hasSize(3);
    leaving.forEach(Workload::finished);
    Thread.sleep(200);

    assertThat(started).hasSize(4);
    assertThat(finished).hasValue(3);
  }

  @Test
  void aUserThatFinishesWhileItsSlotIsWantedIsReplaced() throws Exception {
    ClosedInjector injector = injector(new ClosedStep.Constant(3, Duration.ofMinutes(1)));
    injector.start(System.nanoTime());
    awaitStarted(3);

    started.get(0).finished(); // as if it had ended for a reason of its own
    awaitStarted(4);

    assertThat(started.get(3).repeat(System.nanoTime())).isTrue();
    assertThat(started.get(1).repeat(System.nanoTime())).isTrue();
  }

  @Test
  void atTheEndEveryUserLeavesAfterItsIteration() throws Exception {
    ClosedInjector injector = injector(new ClosedStep.Constant(2, Duration.ofMillis(100)));
    injector.start(System.nanoTime());
    awaitStarted(2);

    assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
    assertThat(started).noneMatch(user -> user.repeat(System.nanoTime()));
  }

  @Test
  void aRisingLevelStartsUsersAtOnceAndStopEndsInjection() throws Exception {
    ClosedInjector injector = injector(new ClosedStep.Add(2, Duration.ofMillis(100), Duration.ofMinutes(1)));
    injector.start(System.nanoTime());
    awaitStarted(6);

    injector.stop();

    assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
    int afterStop = started.size();
    Thread.sleep(300);
    assertThat(started).hasSize(afterStop);
    assertThat(started.get(0).repeat(System.nanoTime())).isFalse();
  }

  private ClosedInjector injector(ClosedStep... steps) {
    return new ClosedInjector(ConcurrencyCurve.of(List.of(steps)), timer, (intended, workload) -> started.add(workload),
        Pacer.NONE, finished::incrementAndGet, done::countDown);
  }

  private void awaitStarted(int users) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (started.size() < users && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(started).hasSizeGreaterThanOrEqualTo(users);
  }
}
