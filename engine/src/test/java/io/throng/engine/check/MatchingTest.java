package io.throng.engine.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.Text;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each matcher against found and missing values, numbers of any type comparing by value. */
class MatchingTest {

  static final Session SESSION = Session.of("s", 1).set("expected", "abc").set("n", 5);

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
        Arguments.of(new CheckSpec.Gt("b"), "c", true),
        Arguments.of(new CheckSpec.Is(new byte[] {1, 2}), new byte[] {1, 2}, true),
        Arguments.of(new CheckSpec.Is(templated("#{expected}")), "abc", true),
        Arguments.of(new CheckSpec.Is(templated("x#{expected}")), "abc", false),
        Arguments.of(new CheckSpec.Not(templated("#{expected}")), "abc", false),
        Arguments.of(new CheckSpec.In(List.of("a", templated("#{expected}"))), "abc", true),
        Arguments.of(new CheckSpec.Is(new CheckSpec.Computed(s -> s.getInt("n") + 1)), 6, true),
        Arguments.of(new CheckSpec.Is(new CheckSpec.Computed(s -> s.getInt("n") + 1)), 5, false));
  }

  private static CheckSpec.Templated templated(String template) {
    String key = template.substring(template.indexOf("#{") + 2, template.indexOf('}'));
    String before = template.substring(0, template.indexOf("#{"));
    List<Text.Part> parts = before.isEmpty() ? List.of(new Text.Key(key)) : List.of(new Text.Literal(before), new Text.Key(key));
    return new CheckSpec.Templated(new Text.Template(parts));
  }

  @ParameterizedTest(name = "{0} on {1}: {2}")
  @MethodSource("rows")
  void matches(CheckSpec.Matcher matcher, Object value, boolean expected) {
    assertThat(Matching.of(matcher).matches(value, SESSION)).isEqualTo(expected);
  }

  @org.junit.jupiter.api.Test
  void aMissingTemplateKeyIsNamed() {
    assertThatThrownBy(() -> Matching.of(new CheckSpec.Is(templated("#{absent}"))).matches("x", SESSION))
        .hasMessage("session has no value for 'absent'");
  }

  @org.junit.jupiter.api.Test
  void comparingUnrelatedTypesSaysSo() {
    assertThatThrownBy(() -> Matching.of(new CheckSpec.Lt(Duration.ofSeconds(1))).matches("soon", SESSION))
        .hasMessage("cannot compare a String with a Duration");
  }
}
