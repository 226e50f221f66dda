package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.ThrottleStep;
import io.throng.engine.config.Shard;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shards of a run add up exactly to the unsharded run, profile by profile, without a clock:
 * open arrivals and thread starts stride (same count, same offsets), closed levels sum to the
 * unsharded level at every instant, budgets and throttles are shared out.
 */
class ShardedSchedulesTest {

  private static final Duration S = Duration.ofSeconds(1);
  private static final int[] COUNTS = {1, 2, 3, 7};

  static Stream<Arguments> invalid() {
    return Stream.of(
        Arguments.of(0, 0, "shard count must be >= 1, was 0"),
        Arguments.of(3, 3, "shard index must be >= 0 and < the shard count 3, was 3"),
        Arguments.of(-1, 2, "shard index must be >= 0 and < the shard count 2, was -1"));
  }

  @ParameterizedTest(name = "{0}/{1}")
  @MethodSource("invalid")
  void rejectsAShardOutsideTheRun(int index, int count, String message) {
    assertThatThrownBy(() -> new Shard(index, count)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
  }

  static Stream<Arguments> shares() {
    return Stream.of(
        Arguments.of(2, 3, new long[] {1, 1, 0}),
        Arguments.of(12, 5, new long[] {3, 3, 2, 2, 2}),
        Arguments.of(0, 3, new long[] {0, 0, 0}),
        Arguments.of(7, 1, new long[] {7}),
        Arguments.of(10_000, 3, new long[] {3334, 3333, 3333}));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("shares")
  void sharesAnAmountOutWithTheRemainderToTheFirstShards(long total, int count, long[] expected) {
    assertThat(IntStream.range(0, count).mapToLong(k -> new Shard(k, count).share(total)).toArray())
        .containsExactly(expected);
  }

  static Stream<Arguments> openProfiles() {
    return withCounts(Stream.of(
        open("2 at once (seed: 3 shards for 2 users)", new OpenStep.AtOnce(2)),
        open("Smoke: 10 at once, 190 over 3 s", new OpenStep.AtOnce(10), new OpenStep.Ramp(190, Duration.ofSeconds(3))),
        open("2 users every 3 s for 1800 s (seed 003, open)",
            new OpenStep.Bursts(2, Duration.ofSeconds(3), Duration.ofSeconds(1800))),
        open("100 users/s for 10 s", new OpenStep.ConstantRate(100, Duration.ofSeconds(10), Arrivals.EVEN)),
        open("1 to 50 users/s over 2 min after 5 s of nothing", new OpenStep.Nothing(Duration.ofSeconds(5)),
            new OpenStep.RampRate(1, 50, Duration.ofMinutes(2), Arrivals.EVEN)),
        open("stairs of 5 users/s, 4 levels of 10 s, 2 s ramps",
            new OpenStep.Stairs(5, 4, Duration.ofSeconds(10), Duration.ofSeconds(2), 0)),
        open("stress peak of 1000 over 20 s", new OpenStep.StressPeak(1000, Duration.ofSeconds(20))),
        open("randomized: 50 users/s seeded, then 1 to 20 users/s seeded by the run",
            new OpenStep.ConstantRate(50, Duration.ofSeconds(20), Arrivals.poisson(42)),
            new OpenStep.RampRate(1, 20, Duration.ofSeconds(30), Arrivals.poisson()))));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("openProfiles")
  void openShardsStrideOverTheUnshardedArrivals(String name, int count, List<OpenStep> steps) {
    long[] whole = walk(InjectionSchedule.open(steps, runSeeds(), Shard.WHOLE));

    assertStrides(whole, count, shard -> InjectionSchedule.open(steps, runSeeds(), shard));
  }

  static Stream<Arguments> threadGroups() {
    return withCounts(Stream.of(
        Arguments.of("1500 threads over 1 s (seed 002)", 1500L, S),
        Arguments.of("2 threads over 1 s", 2L, S),
        Arguments.of("10 threads at once", 10L, Duration.ZERO)));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("threadGroups")
  void threadsStrideKeepingTheirStartOffsets(String name, int count, long threads, Duration rampUp) {
    long[] whole = walk(InjectionSchedule.spread(threads, rampUp.toNanos(), Shard.WHOLE));

    assertStrides(whole, count, shard -> InjectionSchedule.spread(threads, rampUp.toNanos(), shard));
  }

  static Stream<Arguments> closedProfiles() {
    return withCounts(Stream.of(
        closed("2 concurrent users (3 shards for 2 users)", new ClosedStep.Constant(2, Duration.ofSeconds(10))),
        closed("0 to 100 over 10 s, then held", new ClosedStep.Ramp(0, 100, Duration.ofSeconds(10)),
            new ClosedStep.Constant(100, Duration.ofSeconds(5))),
        closed("50 down to 3 over 7 s", new ClosedStep.Ramp(50, 3, Duration.ofSeconds(7))),
        closed("stairs of 10 users, 5 levels of 10 s, 2 s ramps",
            new ClosedStep.Stairs(10, 5, Duration.ofSeconds(10), Duration.ofSeconds(2), 0)),
        closed("2 users every 3 s for 1800 s (seed 003, closed)",
            new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofSeconds(1800)))));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("closedProfiles")
  void closedShardLevelsAddUpToTheUnshardedLevelAtEveryInstant(String name, int count, List<ClosedStep> steps) {
    ConcurrencyCurve whole = ConcurrencyCurve.of(steps);
    List<ConcurrencyCurve> shards = shards(count, shard -> ConcurrencyCurve.of(steps, shard));

    for (long t : instants(whole)) {
      long sum = shards.stream().mapToLong(curve -> levelAt(curve, t)).sum();
      assertThat(sum).as("level at %d ns", t).isEqualTo(levelAt(whole, t));
      long[] levels = shards.stream().mapToLong(curve -> levelAt(curve, t)).toArray();
      assertThat(levels[0] - levels[count - 1]).as("floor/ceil shares at %d ns", t).isBetween(0L, 1L);
    }
  }

  static Stream<Arguments> budgets() {
    return Stream.of(
        Arguments.of("ab -n 10000 -c 10 (seed 000)", 10_000L, 10L, 3, new long[] {3334, 3333, 3333}, new long[] {4, 3, 3}),
        Arguments.of("ab -n 50000 -c 10 (seed 001)", 50_000L, 10L, 7,
            new long[] {7143, 7143, 7143, 7143, 7143, 7143, 7142}, new long[] {2, 2, 2, 1, 1, 1, 1}),
        Arguments.of("2 users, 3 shards: the third has neither users nor requests", 10L, 2L, 3,
            new long[] {5, 5, 0}, new long[] {1, 1, 0}),
        Arguments.of("fewer requests than shards", 2L, 10L, 3, new long[] {1, 1, 0}, new long[] {4, 3, 3}));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("budgets")
  void budgetsShareRequestsAndUsersAmongTheShardsThatHaveUsers(
      String name, long requests, long concurrency, int count, long[] expectedRequests, long[] expectedUsers) {
    long[] shardRequests = new long[count];
    long[] shardUsers = new long[count];
    for (int k = 0; k < count; k++) {
      Shard shard = new Shard(k, count);
      shardRequests[k] = PopulationInjection.budgetShare(requests, concurrency, shard);
      shardUsers[k] = InjectionSchedule.spread(concurrency, 0, shard).size();
    }

    assertThat(shardRequests).containsExactly(expectedRequests);
    assertThat(shardUsers).containsExactly(expectedUsers);
    assertThat(Arrays.stream(shardRequests).sum()).isEqualTo(requests);
    assertThat(Arrays.stream(shardUsers).sum()).isEqualTo(concurrency);
  }

  static Stream<Arguments> throttles() {
    return withCounts(Stream.of(
        Arguments.of("jump to 100/s", List.of(new ThrottleStep.Jump(100))),
        Arguments.of("reach 90/s in 10 s, hold 1 min, jump to 50/s",
            List.of(new ThrottleStep.Reach(90, Duration.ofSeconds(10)), new ThrottleStep.Hold(Duration.ofMinutes(1)),
                new ThrottleStep.Jump(50)))));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("throttles")
  void aShardsThrottleGrantsEveryNthSlotOfTheWholeCap(String name, int count, List<ThrottleStep> steps) {
    Throttle whole = Throttle.of(steps, 0, Shard.WHOLE);
    for (Throttle shard : shards(count, shard -> Throttle.of(steps, 0, shard))) {
      for (long k = 0; k < 10_000; k++) {
        // The shard's cumulative cap is the whole one's divided by N: it reaches k where the whole reaches k N.
        assertThat(shard.slotNanos(k)).as("slot %d", k).isCloseTo(whole.slotNanos(k * count), within(2L));
      }
    }
  }

  /** Shard k's offsets are the unsharded offsets k, k + N, k + 2N, ...: together, exactly the unsharded ones. */
  private static void assertStrides(long[] whole, int count, Function<Shard, InjectionSchedule> schedule) {
    List<Long> union = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      InjectionSchedule shard = schedule.apply(new Shard(k, count));
      long[] offsets = walk(shard);
      long[] expected = IntStream.iterate(k, i -> i < whole.length, i -> i + count).mapToLong(i -> whole[i]).toArray();
      assertThat(offsets).as("shard %d/%d", k, count).containsExactly(expected);
      assertThat(shard.size()).isEqualTo(offsets.length);
      if (offsets.length > 0) {
        assertThat(shard.offsetNanos(offsets.length - 1)).isEqualTo(offsets[offsets.length - 1]);
      }
      assertThat(shard.lastArrivalNanos()).isEqualTo(whole.length == 0 ? -1 : whole[whole.length - 1]);
      Arrays.stream(offsets).forEach(union::add);
    }
    assertThat(union).hasSize(whole.length);
    assertThat(union.stream().sorted().mapToLong(Long::longValue).toArray()).containsExactly(whole);
  }

  /** Every instant where a level may change, and either side of it. */
  private static TreeSet<Long> instants(ConcurrencyCurve curve) {
    TreeSet<Long> instants = new TreeSet<>();
    for (long j = 0; j < curve.changes(); j++) {
      long t = curve.timeNanos(j);
      instants.addAll(List.of(Math.max(0, t - 1), t, t + 1));
    }
    instants.addAll(List.of(curve.endNanos() - 1, curve.endNanos(), curve.endNanos() + 1));
    return instants;
  }

  /** The level at {@code t}: set by the last change at or before it, 0 from the end on. */
  private static long levelAt(ConcurrencyCurve curve, long t) {
    if (t >= curve.endNanos()) {
      return 0;
    }
    long level = 0;
    for (long j = 0; j < curve.changes() && curve.timeNanos(j) <= t; j++) {
      level = curve.level(j);
    }
    return level;
  }

  private static <T> List<T> shards(int count, Function<Shard, T> make) {
    return IntStream.range(0, count).mapToObj(k -> make.apply(new Shard(k, count))).toList();
  }

  private static long[] walk(InjectionSchedule schedule) {
    InjectionSchedule.Cursor cursor = schedule.cursor();
    List<Long> offsets = new ArrayList<>();
    while (cursor.hasNext()) {
      offsets.add(cursor.next());
    }
    return offsets.stream().mapToLong(Long::longValue).toArray();
  }

  /** The same run seeds on every shard, as a shared {@code loadtest.seed} gives. */
  private static LongSupplier runSeeds() {
    long[] next = {7};
    return () -> next[0]++;
  }

  private static Arguments open(String name, OpenStep... steps) {
    return Arguments.of(name, List.of(steps));
  }

  private static Arguments closed(String name, ClosedStep... steps) {
    return Arguments.of(name, List.of(steps));
  }

  /** Each row once per shard count, the count second: {@code (name, count, rest...)}. */
  private static Stream<Arguments> withCounts(Stream<Arguments> rows) {
    return rows.flatMap(row -> Arrays.stream(COUNTS).mapToObj(count -> {
      Object[] values = row.get();
      Object[] out = new Object[values.length + 1];
      out[0] = values[0];
      out[1] = count;
      System.arraycopy(values, 1, out, 2, values.length - 1);
      return Arguments.of(out);
    }));
  }
}
