package io.throng.engine.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.CheckSpec;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each matcher against found and missing values, numbers of any type comparing by value. */
class MatchingTest {

  static Stream<Arguments> rows() {
    return Stream.of(
        Arguments.of(new CheckSpec.Exists(), "x", true),
        Arguments.of(new CheckSpec.Exists(), null, false),
        Arguments.of(new CheckSpec.NotExists(), null, true),
        Arguments.of(new CheckSpec.NotExists(), "x", false),
        Arguments.of(new CheckSpec.Is(200), 200, true),
        Arguments.of(new CheckSpec.Is(200), 200L, true),
        Arguments.of(new CheckSpec.Is(200), 201, false),
        Arguments.of(new CheckSpec.Is("a"), null, false),
        Arguments.of(new CheckSpec.Not(500), 200, true),
        Arguments.of(new CheckSpec.Not(500), 500, false),
        Arguments.of(new CheckSpec.Not(500), null, false),
        Arguments.of(new CheckSpec.In(List.of(200, 204)), 204, true),
        Arguments.of(new CheckSpec.In(List.of(200, 204)), 201, false),
        Arguments.of(new CheckSpec.Lt(10), 9, true),
        Arguments.of(new CheckSpec.Lt(10), 10, false),
        Arguments.of(new CheckSpec.Lt(10.5), 10, true),
        Arguments.of(new CheckSpec.Gt(0), 1, true),
        Arguments.of(new CheckSpec.Gt(0), 0, false),
        Arguments.of(new CheckSpec.Gt(0), null, false),
        Arguments.of(new CheckSpec.Lt(Duration.ofSeconds(1)), Duration.ofMillis(999), true),
        Arguments.of(new CheckSpec.Gt("b"), "c", true));
  }

  @ParameterizedTest(name = "{0} on {1}: {2}")
  @MethodSource("rows")
  void matches(CheckSpec.Matcher matcher, Object value, boolean expected) {
    assertThat(Matching.matches(matcher, value)).isEqualTo(expected);
  }

  @org.junit.jupiter.api.Test
  void comparingUnrelatedTypesSaysSo() {
    assertThatThrownBy(() -> Matching.matches(new CheckSpec.Lt(Duration.ofSeconds(1)), "soon"))
        .hasMessage("cannot compare a String with a Duration");
  }
}
