package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class StatsRecorderTest {

  @Test
  void theNamesLimitCoversThePlansNamesAndThoseMadeWhileTheRunGoes() {
    List<String> notices = new ArrayList<>();
    StatsRecorder stats = new StatsRecorder(2, notices::add);
    RequestKey plan = stats.key("plan");
    RequestKey made = stats.loop("loop").key("made 1");

    assertThat(stats.key("another plan name").name()).isEqualTo(StatsRecorder.OTHER_NAMES);
    assertThat(stats.loop("loop").key("made 2").name()).isEqualTo(StatsRecorder.OTHER_NAMES);
    assertThat(stats.key("plan")).isSameAs(plan);
    assertThat(stats.key("made 1")).isSameAs(made);
    assertThat(notices).singleElement().asString().startsWith("More than 2 distinct request names");
  }

  /**
   * Loops asking for the same new names at once, as users of one scenario do, all get the same
   * key for each: a name kept apart is never also counted under the overflow row.
   */
  @Test
  @Timeout(60)
  void loopsRacingForTheLastPlaceGetTheSameKeyForEachName() throws Exception {
    int loops = 4;
    ExecutorService threads = Executors.newFixedThreadPool(loops);
    try {
      for (int round = 0; round < 2_000; round++) {
        StatsRecorder stats = new StatsRecorder(5, notice -> {});
        CyclicBarrier start = new CyclicBarrier(loops);
        List<CompletableFuture<List<RequestKey>>> asked = IntStream.range(0, loops)
            .mapToObj(loop -> CompletableFuture.supplyAsync(() -> {
              await(start);
              return IntStream.range(0, 10).mapToObj(i -> stats.key("id " + i)).toList();
            }, threads))
            .toList();
        List<RequestKey> first = asked.get(0).get();
        for (CompletableFuture<List<RequestKey>> other : asked) {
          assertThat(other.get()).as("round %d", round).isEqualTo(first);
        }
      }
    } finally {
      threads.shutdownNow();
    }
  }

  private static void await(CyclicBarrier barrier) {
    try {
      barrier.await();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
