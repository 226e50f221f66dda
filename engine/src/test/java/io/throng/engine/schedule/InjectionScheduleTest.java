package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import java.time.Duration;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class InjectionScheduleTest {

  private static final long S = 1_000_000_000L;

  static Stream<Arguments> offsets() {
    return Stream.of(
        Arguments.of("3 at once", List.of(new OpenStep.AtOnce(3)), new long[] {0, 0, 0}),
        Arguments.of("4 over 2 s", List.of(new OpenStep.Ramp(4, Duration.ofSeconds(2))),
            new long[] {0, S / 2, S, 3 * S / 2}),
        Arguments.of("3 over 1 s rounds down", List.of(new OpenStep.Ramp(3, Duration.ofSeconds(1))),
            new long[] {0, 333_333_333, 666_666_666}),
        Arguments.of("at once, then a ramp starting at 0",
            List.of(new OpenStep.AtOnce(2), new OpenStep.Ramp(2, Duration.ofSeconds(2))),
            new long[] {0, 0, 0, S}),
        Arguments.of("a ramp, then at once at its end",
            List.of(new OpenStep.Ramp(2, Duration.ofSeconds(2)), new OpenStep.AtOnce(1)),
            new long[] {0, S, 2 * S}));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("offsets")
  void startsEachUserAtItsDocumentedOffset(String name, List<OpenStep> steps, long[] expected) {
    InjectionSchedule schedule = InjectionSchedule.of(new InjectionProfile.Open(steps));

    assertThat(schedule.size()).isEqualTo(expected.length);
    assertThat(LongStream.range(0, schedule.size()).map(schedule::offsetNanos).toArray()).containsExactly(expected);
  }

  @Test
  void aMillionUserRampNeedsNoTablePerUser() {
    InjectionSchedule schedule = InjectionSchedule.of(
        new InjectionProfile.Open(List.of(new OpenStep.Ramp(1_000_000, Duration.ofHours(1)))));

    assertThat(schedule.size()).isEqualTo(1_000_000);
    assertThat(schedule.offsetNanos(999_999)).isEqualTo(3_599_996_400_000L);
  }

  @Test
  void rejectsAnIndexOutsideTheSchedule() {
    InjectionSchedule schedule = InjectionSchedule.of(new InjectionProfile.Open(List.of(new OpenStep.AtOnce(2))));

    assertThatThrownBy(() -> schedule.offsetNanos(2))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("user index 2 outside [0, 2)");
  }
}
