package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.sun.management.ThreadMXBean;
import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.OpenStep;
import io.throng.engine.config.Shard;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Exact offsets of every open step, computed without a clock. */
class InjectionScheduleTest {

  private static final long S = 1_000_000_000L;
  private static final Duration ONE_S = Duration.ofSeconds(1);

  static Stream<Arguments> offsets() {
    return Stream.of(
        row("3 at once", List.of(new OpenStep.AtOnce(3)), 0, 0, 0),
        row("4 over 2 s", List.of(new OpenStep.Ramp(4, Duration.ofSeconds(2))), 0, S / 2, S, 3 * S / 2),
        row("3 over 1 s rounds down", List.of(new OpenStep.Ramp(3, ONE_S)), 0, 333_333_333, 666_666_666),
        row("at once, then a ramp starting at 0",
            List.of(new OpenStep.AtOnce(2), new OpenStep.Ramp(2, Duration.ofSeconds(2))), 0, 0, 0, S),
        row("a ramp, then at once at its end",
            List.of(new OpenStep.Ramp(2, Duration.ofSeconds(2)), new OpenStep.AtOnce(1)), 0, S, 2 * S),
        row("nothing for 5 s, then 2 at once",
            List.of(new OpenStep.Nothing(Duration.ofSeconds(5)), new OpenStep.AtOnce(2)), 5 * S, 5 * S),
        row("2 every 3 s for 7 s: bursts at 0, 3, 6",
            List.of(new OpenStep.Bursts(2, Duration.ofSeconds(3), Duration.ofSeconds(7))), 0, 0, 3 * S, 3 * S, 6 * S, 6 * S),
        row("1 every 2 s for 6 s: none at the end",
            List.of(new OpenStep.Bursts(1, Duration.ofSeconds(2), Duration.ofSeconds(6))), 0, 2 * S, 4 * S),
        row("2 users/s for 2 s", List.of(constant(2, Duration.ofSeconds(2))), 0, S / 2, S, 3 * S / 2),
        row("0.5 users/s for 3 s: 1.5 arrivals make 2 users", List.of(constant(0.5, Duration.ofSeconds(3))), 0, 2 * S),
        row("0.1 users/s for 30 s is 3 users, not 4", List.of(constant(0.1, Duration.ofSeconds(30))), 0, 10 * S, 20 * S),
        row("1 to 2 users/s over 2 s: roots of t + t^2/4 = k",
            List.of(ramp(1, 2, Duration.ofSeconds(2))), 0, 828_427_125, 1_464_101_615),
        row("stress peak of 1", List.of(new OpenStep.StressPeak(1, Duration.ofSeconds(10))), 0),
        row("stress peak of 2: the second in the middle",
            List.of(new OpenStep.StressPeak(2, Duration.ofSeconds(10))), 0, 5 * S),
        row("stress peak of 3: normal quantiles of 1/5, 2/5, 3/5",
            List.of(new OpenStep.StressPeak(3, Duration.ofSeconds(10))), 0, 3_494_886_458L, 6_505_113_542L),
        row("stairs 1 and 2 users/s, 2 s each",
            List.of(new OpenStep.Stairs(1, 2, Duration.ofSeconds(2), Duration.ZERO, 0)),
            0, S, 2 * S, 5 * S / 2, 3 * S, 7 * S / 2),
        row("stairs from 0 with 1 s ramps: ramp 0-1, level 1, ramp 1-2, level 2",
            List.of(new OpenStep.Stairs(1, 2, Duration.ofSeconds(2), ONE_S, 0)),
            0, 3 * S / 2, 5 * S / 2, 3_414_213_562L, 4 * S, 9 * S / 2, 5 * S, 11 * S / 2),
        row("stairs from 2 users/s: level 2, ramp 2-3, level 3; 7.5 arrivals make 8 users",
            List.of(new OpenStep.Stairs(1, 2, ONE_S, ONE_S, 2)),
            0, S / 2, S, 1_449_489_743L, 1_828_427_125L, 2_166_666_667L, 5 * S / 2, 2_833_333_333L));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("offsets")
  void startsEachUserAtItsDocumentedOffset(String name, List<OpenStep> steps, long[] expected) {
    InjectionSchedule schedule = InjectionSchedule.open(steps, () -> 1);

    assertThat(schedule.size()).isEqualTo(expected.length);
    assertThat(LongStream.range(0, schedule.size()).map(schedule::offsetNanos).toArray()).containsExactly(expected);
    assertThat(walk(schedule)).containsExactly(expected);
  }

  @Test
  void twoUsersEveryThreeSecondsForHalfAnHourAre1200ArrivalsInPairs() {
    InjectionSchedule schedule = InjectionSchedule.open(
        List.of(new OpenStep.Bursts(2, Duration.ofSeconds(3), Duration.ofSeconds(1800))), () -> 1);

    long[] offsets = walk(schedule);
    assertThat(offsets).hasSize(1200);
    for (int i = 0; i < offsets.length; i++) {
      assertThat(offsets[i]).as("user %d", i).isEqualTo(i / 2 * 3 * S);
    }
    assertThat(offsets[1199]).isEqualTo(1797 * S);
  }

  @Test
  void aHundredUsersPerSecondForTenSecondsAreAThousandArrivalsTenMillisecondsApart() {
    long[] offsets = walk(InjectionSchedule.open(List.of(constant(100, Duration.ofSeconds(10))), () -> 1));

    assertThat(offsets).hasSize(1000);
    for (int i = 0; i < offsets.length; i++) {
      assertThat(offsets[i]).as("user %d", i).isEqualTo(i * 10_000_000L);
    }
  }

  @Test
  void aLinearRampOfRatesStartsEachUserAtTheRootOfItsQuadratic() {
    // 0 to 10 users/s over 10 s: Λ(t) = t^2 / 2, so user k starts at sqrt(2k) s; 50 users in all.
    long[] up = walk(InjectionSchedule.open(List.of(ramp(0, 10, Duration.ofSeconds(10))), () -> 1));
    // 10 to 0 users/s: Λ(t) = 10t - t^2 / 2, so user k starts at 10 - sqrt(100 - 2k) s.
    long[] down = walk(InjectionSchedule.open(List.of(ramp(10, 0, Duration.ofSeconds(10))), () -> 1));

    assertThat(up).hasSize(50);
    assertThat(down).hasSize(50);
    for (int k = 0; k < 50; k++) {
      assertThat((double) up[k]).as("up %d", k).isCloseTo(Math.sqrt(2.0 * k) * S, within(1.0));
      assertThat((double) down[k]).as("down %d", k).isCloseTo((10 - Math.sqrt(100 - 2.0 * k)) * S, within(1.0));
    }
    assertThat(up[8]).isEqualTo(4 * S);
    assertThat(down[18]).isEqualTo(2 * S);
  }

  @Test
  void randomizedArrivalsRepeatExactlyForTheSameSeed() {
    List<OpenStep> seeded = List.of(randomized(50, Duration.ofSeconds(20), Arrivals.poisson(7)));
    List<OpenStep> runSeeded = List.of(randomized(50, Duration.ofSeconds(20), Arrivals.poisson()));

    long[] first = walk(InjectionSchedule.open(seeded, () -> 99));
    assertThat(walk(InjectionSchedule.open(seeded, () -> 12345))).containsExactly(first);
    assertThat(walk(InjectionSchedule.open(runSeeded, () -> 7))).containsExactly(first);
    assertThat(walk(InjectionSchedule.open(runSeeded, () -> 8))).isNotEqualTo(first);
  }

  @Test
  void randomizedArrivalsKeepTheCountAndArePoissonLike() {
    Duration hundredSeconds = Duration.ofSeconds(100);
    InjectionSchedule schedule = InjectionSchedule.open(List.of(randomized(100, hundredSeconds, Arrivals.poisson(3))), () -> 1);

    long[] offsets = walk(schedule);
    assertThat(offsets).hasSize(10_000).isSorted();
    assertThat(offsets[0]).isGreaterThanOrEqualTo(0);
    assertThat(offsets[offsets.length - 1]).isLessThan(hundredSeconds.toNanos());
    // Exponential gaps: mean 1 / rate, and a standard deviation equal to the mean.
    double[] gaps = LongStream.range(1, offsets.length).mapToDouble(i -> offsets[(int) i] - offsets[(int) i - 1]).toArray();
    double mean = java.util.Arrays.stream(gaps).average().orElseThrow();
    double sd = Math.sqrt(java.util.Arrays.stream(gaps).map(g -> (g - mean) * (g - mean)).average().orElseThrow());
    assertThat(mean).isCloseTo(10_000_000, within(300_000.0));
    assertThat(sd / mean).isCloseTo(1.0, within(0.05));
    for (long i : new long[] {0, 1, 4_321, 9_999}) {
      assertThat(schedule.offsetNanos(i)).isEqualTo(offsets[(int) i]);
    }
  }

  @Test
  void aRandomizedRampFollowsItsRate() {
    // 0 to 100 users/s over 10 s: a quarter of the users arrive in the first half.
    long[] offsets = walk(InjectionSchedule.open(
        List.of(new OpenStep.RampRate(0, 100, Duration.ofSeconds(10), Arrivals.poisson(11))), () -> 1));

    assertThat(offsets).hasSize(500).isSorted();
    assertThat(LongStream.of(offsets).filter(offset -> offset < 5 * S).count()).isBetween(100L, 150L);
  }

  @Test
  void aMillionUserProfileAllocatesNothingPerUser() {
    InjectionSchedule even = InjectionSchedule.open(List.of(new OpenStep.Ramp(1_000_000, Duration.ofHours(1))), () -> 1);
    InjectionSchedule poisson = InjectionSchedule.open(
        List.of(new OpenStep.RampRate(100, 455.5555555555555, Duration.ofHours(1), Arrivals.poisson(5))), () -> 1);
    walk(even);
    walk(poisson); // warm up, so that class loading is not counted

    ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    long last = 0;
    for (InjectionSchedule.Cursor cursor = even.cursor(); cursor.hasNext(); ) {
      last = cursor.next();
    }
    long lastRandom = 0;
    long count = 0;
    for (InjectionSchedule.Cursor cursor = poisson.cursor(); cursor.hasNext(); count++) {
      lastRandom = cursor.next();
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertThat(even.size()).isEqualTo(1_000_000);
    assertThat(last).isEqualTo(3_599_996_400_000L);
    assertThat(count).isEqualTo(poisson.size()).isEqualTo(1_000_000);
    assertThat(lastRandom).isLessThan(Duration.ofHours(1).toNanos());
    assertThat(allocated).as("bytes allocated for two million offsets").isLessThan(100_000);
  }

  @Test
  void rejectsAnIndexOutsideTheSchedule() {
    InjectionSchedule schedule = InjectionSchedule.open(List.of(new OpenStep.AtOnce(2)), () -> 1);

    assertThatThrownBy(() -> schedule.offsetNanos(2))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("user index 2 outside [0, 2)");
  }

  @Test
  void spreadsThreadsOverARampUpOrStartsThemAtOnce() {
    assertThat(walk(InjectionSchedule.spread(4, S, Shard.WHOLE))).containsExactly(0, S / 4, S / 2, 3 * S / 4);
    assertThat(walk(InjectionSchedule.spread(3, 0, Shard.WHOLE))).containsExactly(0, 0, 0);
  }

  static long[] walk(InjectionSchedule schedule) {
    long[] offsets = new long[(int) schedule.size()];
    InjectionSchedule.Cursor cursor = schedule.cursor();
    for (int i = 0; cursor.hasNext(); i++) {
      offsets[i] = cursor.next();
    }
    return offsets;
  }

  private static OpenStep constant(double usersPerSec, Duration duration) {
    return new OpenStep.ConstantRate(usersPerSec, duration, Arrivals.EVEN);
  }

  private static OpenStep ramp(double from, double to, Duration duration) {
    return new OpenStep.RampRate(from, to, duration, Arrivals.EVEN);
  }

  private static OpenStep randomized(double usersPerSec, Duration duration, Arrivals arrivals) {
    return new OpenStep.ConstantRate(usersPerSec, duration, arrivals);
  }

  private static Arguments row(String name, List<OpenStep> steps, long... expected) {
    return Arguments.of(name, steps, expected);
  }
}
