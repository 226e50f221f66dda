package io.throng.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The wait for a run's start instant, on the real clocks (lower bounds only). */
class StartGateTest {

  private static final long MS = 1_000_000L;

  @Test
  void withoutAnInstantTheRunStartsWhenReady() throws Exception {
    long before = System.currentTimeMillis();

    StartGate.Start start = StartGate.await(Optional.empty(), new CompletableFuture<>());

    assertThat(start.epochMillis()).isGreaterThanOrEqualTo(before);
  }

  @Test
  void waitsForTheInstantAndDatesSecondZeroThere() throws Exception {
    Instant startAt = Instant.now().plusMillis(300);

    StartGate.Start start = StartGate.await(Optional.of(startAt), new CompletableFuture<>());

    assertThat(Instant.now()).isAfterOrEqualTo(startAt);
    assertThat(start.epochMillis()).isEqualTo(startAt.toEpochMilli());
    assertThat(start.lateMillis()).isZero();
  }

  @Test
  void aRunReadyALittleLateStartsAtOnceWithSecondZeroStillAtTheInstant() throws Exception {
    Instant startAt = Instant.now().minusMillis(400);

    StartGate.Start start = StartGate.await(Optional.of(startAt), new CompletableFuture<>());

    assertThat(start.epochMillis()).isEqualTo(startAt.toEpochMilli());
    assertThat(System.nanoTime() - start.nanos()).isGreaterThanOrEqualTo(400 * MS);
    assertThat(start.lateMillis()).isGreaterThanOrEqualTo(400);
  }

  @Test
  void aRunReadyLaterThanTheToleranceFailsSayingSo() {
    Instant startAt = Instant.now().minus(Duration.ofSeconds(5));

    assertThatThrownBy(() -> StartGate.await(Optional.of(startAt), new CompletableFuture<>()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("the start instant " + startAt + " (--start-at " + startAt.toEpochMilli() + ") had passed ")
        .hasMessageEndingWith(" ms before the run was ready to start, more than the 1000 ms allowed:"
            + " give every shard a start instant far enough ahead");
  }

  @Test
  void aStopRequestEndsTheWait() throws Exception {
    CompletableFuture<Void> stop = new CompletableFuture<>();
    stop.complete(null);
    Instant startAt = Instant.now().plus(Duration.ofHours(1));

    StartGate.Start start = StartGate.await(Optional.of(startAt), stop);

    assertThat(Instant.now()).isBefore(startAt);
    assertThat(start.epochMillis()).isLessThan(startAt.toEpochMilli());
  }
}
