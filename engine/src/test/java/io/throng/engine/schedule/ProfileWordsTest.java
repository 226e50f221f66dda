package io.throng.engine.schedule;

import static java.time.Duration.ofMillis;
import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.ThrottleStep;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ProfileWordsTest {

  static Stream<Arguments> profiles() {
    return Stream.of(
        Arguments.of(open(new OpenStep.AtOnce(10), new OpenStep.Ramp(100, ofSeconds(30))),
            "10 users at once, then 100 users over 30 s (open model)"),
        Arguments.of(open(new OpenStep.AtOnce(1)), "1 user at once (open model)"),
        Arguments.of(open(new OpenStep.Nothing(ofMillis(500))), "nobody for 500 ms (open model)"),
        Arguments.of(open(new OpenStep.ConstantRate(2.5, ofMinutes(1), Arrivals.EVEN)),
            "2.5 users/s for 1 min (open model)"),
        Arguments.of(open(new OpenStep.ConstantRate(20, ofSeconds(90), Arrivals.poisson())),
            "20 users/s for 90 s, Poisson (open model)"),
        Arguments.of(open(new OpenStep.RampRate(1, 10, ofSeconds(60), Arrivals.poisson(42))),
            "from 1 to 10 users/s over 1 min, Poisson (seed 42) (open model)"),
        Arguments.of(open(new OpenStep.StressPeak(100, ofSeconds(20))), "100 users peaking over 20 s (open model)"),
        Arguments.of(open(new OpenStep.Stairs(5, 3, ofSeconds(10), ofSeconds(2), 0)),
            "3 levels of +5 users/s from 0 users/s, 10 s each, ramps of 2 s (open model)"),
        Arguments.of(open(new OpenStep.Stairs(5, 3, ofSeconds(10), Duration.ZERO, 1.5)),
            "3 levels of +5 users/s from 1.5 users/s, 10 s each (open model)"),
        Arguments.of(open(new OpenStep.Bursts(2, ofSeconds(3), ofSeconds(1800))),
            "2 users every 3 s for 30 min (open model)"),
        Arguments.of(closed(new ClosedStep.Constant(10, ofSeconds(45))), "10 users for 45 s (closed model)"),
        Arguments.of(closed(new ClosedStep.Ramp(10, 50, ofMinutes(2)), new ClosedStep.Constant(50, ofMinutes(5))),
            "from 10 to 50 users over 2 min, then 50 users for 5 min (closed model)"),
        Arguments.of(closed(new ClosedStep.Stairs(10, 4, ofSeconds(30), ofSeconds(5), 20)),
            "4 levels of +10 users from 20 users, 30 s each, ramps of 5 s (closed model)"),
        Arguments.of(closed(new ClosedStep.Add(2, ofSeconds(3), Duration.ofHours(1))),
            "2 more users every 3 s for 1 h (closed model)"),
        Arguments.of(new InjectionProfile.ThreadGroup(100, ofSeconds(1), OptionalLong.of(10), Optional.empty()),
            "100 threads, ramp-up 1 s, 10 loops"),
        Arguments.of(new InjectionProfile.ThreadGroup(5, Duration.ZERO, OptionalLong.empty(), Optional.of(ofMinutes(3))),
            "5 threads, ramp-up 0 ms, for 3 min"),
        Arguments.of(new InjectionProfile.RequestBudget(10_000, 10, Optional.empty()),
            "10000 requests at concurrency 10"),
        Arguments.of(new InjectionProfile.RequestBudget(500, 1, Optional.of(ofSeconds(30))),
            "500 requests at concurrency 1, time limit 30 s"));
  }

  @ParameterizedTest
  @MethodSource("profiles")
  void describesEveryInjectionStepInWords(InjectionProfile profile, String words) {
    assertThat(ProfileWords.of(profile)).isEqualTo(words);
  }

  static Stream<Arguments> throttles() {
    return Stream.of(
        Arguments.of(List.of(new ThrottleStep.Reach(100, ofSeconds(10)), new ThrottleStep.Hold(ofMinutes(1))),
            "reach 100 req/s in 10 s, hold 1 min"),
        Arguments.of(List.of(new ThrottleStep.Jump(50.5)), "jump to 50.5 req/s"),
        Arguments.of(List.of(), ""));
  }

  @ParameterizedTest
  @MethodSource("throttles")
  void describesEveryThrottleStepInWords(List<ThrottleStep> throttle, String words) {
    assertThat(ProfileWords.of(throttle)).isEqualTo(words);
  }

  @Test
  void writesDurationsInTheirLargestExactUnit() {
    assertThat(ProfileWords.duration(ofMillis(1500))).isEqualTo("1500 ms");
    assertThat(ProfileWords.duration(ofSeconds(59))).isEqualTo("59 s");
    assertThat(ProfileWords.duration(ofSeconds(7200))).isEqualTo("2 h");
  }

  private static InjectionProfile open(OpenStep... steps) {
    return new InjectionProfile.Open(List.of(steps));
  }

  private static InjectionProfile closed(ClosedStep... steps) {
    return new InjectionProfile.Closed(List.of(steps));
  }
}
