package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.ThrottleStep;
import io.throng.engine.config.Shard;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ThrottleTest {

  private static final long S = 1_000_000_000L;
  private static final long START = 5 * S;

  static Stream<Arguments> slots() {
    return Stream.of(
        row("100 requests/s at once", List.of(new ThrottleStep.Jump(100)), 0, 10_000_000, 20_000_000, 30_000_000),
        row("reach 10/s in 2 s: permit k at sqrt(k / 2.5) s, then every 100 ms",
            List.of(new ThrottleStep.Reach(10, Duration.ofSeconds(2))), 0, 632_455_532, 894_427_191, 1_095_445_115),
        row("hold 1 s at 0, then 10/s", List.of(new ThrottleStep.Hold(Duration.ofSeconds(1)), new ThrottleStep.Jump(10)),
            S, 11 * S / 10, 12 * S / 10, 13 * S / 10),
        row("20/s for 100 ms, then 10/s",
            List.of(new ThrottleStep.Jump(20), new ThrottleStep.Hold(Duration.ofMillis(100)), new ThrottleStep.Jump(10)),
            0, 50_000_000, 100_000_000, 200_000_000));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("slots")
  void givesEachPermitItsDocumentedSlot(String name, List<ThrottleStep> steps, long[] expected) {
    Throttle throttle = Throttle.of(steps, START);

    assertThat(LongStream.range(0, expected.length).map(throttle::slotNanos).toArray()).containsExactly(expected);
  }

  @Test
  void afterTheLastStepTheLastRateHolds() {
    Throttle throttle = Throttle.of(List.of(new ThrottleStep.Reach(10, Duration.ofSeconds(2))), START);

    assertThat(throttle.slotNanos(10)).isEqualTo(2 * S);
    assertThat(throttle.slotNanos(11)).isEqualTo(21 * S / 10);
    assertThat(throttle.slotNanos(110)).isEqualTo(12 * S);
  }

  /** A run makes its throttle before second 0 and starts it when second 0 comes. */
  @Test
  void aThrottleMadeBeforeItsStartCountsItsSlotsFromIt() {
    Throttle throttle = Throttle.of(List.of(new ThrottleStep.Jump(100)), Shard.WHOLE);

    throttle.start(START);

    assertThat(throttle.slot(START - 5_000_000)).isEqualTo(START);
    assertThat(throttle.slot(START)).isEqualTo(START + 10_000_000);
  }

  @Test
  void requestsReadyTogetherQueueForConsecutiveSlots() {
    Throttle throttle = Throttle.of(List.of(new ThrottleStep.Jump(100)), START);

    assertThat(throttle.slot(START)).isEqualTo(START);
    assertThat(throttle.slot(START)).isEqualTo(START + 10_000_000);
    assertThat(throttle.slot(START)).isEqualTo(START + 20_000_000);
  }

  @Test
  void requestsReadyAfterAStallTakeTheSlotsItMissedAsTheirIntendedStarts() {
    Throttle throttle = Throttle.of(List.of(new ThrottleStep.Jump(100)), START);
    throttle.slot(START);

    // A second later, after a stall, the slots that fell due meanwhile are still handed out in
    // order: the requests go at once, late, and their response times count from those slots.
    long late = START + S + 5_000_000;
    assertThat(throttle.slot(late)).isEqualTo(START + 10_000_000);
    assertThat(throttle.slot(late)).isEqualTo(START + 20_000_000);
  }

  @Test
  void usersOnManyThreadsNeverShareASlot() throws InterruptedException {
    Throttle throttle = Throttle.of(List.of(new ThrottleStep.Jump(1000)), START);
    Set<Long> slots = ConcurrentHashMap.newKeySet();
    CountDownLatch go = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread thread = new Thread(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          return;
        }
        for (int i = 0; i < 10_000; i++) {
          slots.add(throttle.slot(START));
        }
      });
      thread.start();
      threads.add(thread);
    }
    go.countDown();
    for (Thread thread : threads) {
      thread.join();
    }

    assertThat(slots).isEqualTo(LongStream.range(0, 40_000).mapToObj(k -> START + k * 1_000_000).collect(Collectors.toSet()));
  }

  private static Arguments row(String name, List<ThrottleStep> steps, long... expected) {
    return Arguments.of(name, steps, expected);
  }
}
