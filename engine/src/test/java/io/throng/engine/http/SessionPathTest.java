package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Session;
import io.throng.dsl.model.Text;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Access placeholders read lists, maps and arrays of the session; what is not there is a KO naming it. */
class SessionPathTest {

  private static final Session SESSION = Session.of("s", 1).setAll(Map.of(
      "ids", List.of("a", "b", "c"),
      "empty", List.of(),
      "user", Map.of("name", "ann", "address", Map.of("city", "Oslo")),
      "order", Map.of("items", List.of(Map.of("sku", "X1"), Map.of("sku", "Y2"))),
      "codes", new int[] {7, 8},
      "user.id", "dotted",
      "plain", "text"));

  static Stream<Arguments> reads() {
    return Stream.of(
        Arguments.of(access("ids[0]", "ids", new Text.Index(0)), "a"),
        Arguments.of(access("ids[2]", "ids", new Text.Index(2)), "c"),
        Arguments.of(access("ids.size()", "ids", new Text.Size()), "3"),
        Arguments.of(access("user.size()", "user", new Text.Size()), "2"),
        Arguments.of(access("codes.size()", "codes", new Text.Size()), "2"),
        Arguments.of(access("codes[1]", "codes", new Text.Index(1)), "8"),
        Arguments.of(access("user.name", "user", new Text.Field("name")), "ann"),
        Arguments.of(access("user.address.city", "user", new Text.Field("address"), new Text.Field("city")), "Oslo"),
        Arguments.of(access("order.items[1].sku", "order", new Text.Field("items"), new Text.Index(1),
            new Text.Field("sku")), "Y2"),
        Arguments.of(access("user.id", "user", new Text.Field("id")), "dotted"),
        Arguments.of(access("ids.exists()", "ids", new Text.Defined(false)), "true"),
        Arguments.of(access("nope.exists()", "nope", new Text.Defined(false)), "false"),
        Arguments.of(access("nope.isUndefined()", "nope", new Text.Defined(true)), "true"),
        Arguments.of(access("user.name.isUndefined()", "user", new Text.Field("name"), new Text.Defined(true)), "false"),
        Arguments.of(access("user.age.exists()", "user", new Text.Field("age"), new Text.Defined(false)), "false"));
  }

  static Stream<Arguments> failures() {
    return Stream.of(
        Arguments.of(access("nope[0]", "nope", new Text.Index(0)), "session has no value for 'nope'"),
        Arguments.of(access("ids[3]", "ids", new Text.Index(3)), "session value 'ids' has 3 element(s): no index [3]"),
        Arguments.of(access("empty.random()", "empty", new Text.Random()),
            "session value 'empty' is empty: random() has nothing to pick"),
        Arguments.of(access("user.age", "user", new Text.Field("age")),
            "session value 'user.age' is not there (in #{user.age})"),
        Arguments.of(access("plain.name", "plain", new Text.Field("name")),
            "session value 'plain' is a String, not a map: it has no field 'name'"),
        Arguments.of(access("plain[0]", "plain", new Text.Index(0)),
            "session value 'plain' is a String, not a list: [0] needs a list or an array"),
        Arguments.of(access("plain.size()", "plain", new Text.Size()),
            "session value 'plain' is a String, which has no size(): only lists, arrays and maps do"));
  }

  @ParameterizedTest(name = "#'{'{0}'}'")
  @MethodSource("reads")
  void readsIntoTheSessionValue(Text.Access access, String expected) {
    assertThat(compile(access).apply(SESSION)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "#'{'{0}'}'")
  @MethodSource("failures")
  void failsNamingWhatIsNotThere(Text.Access access, String message) {
    assertThatThrownBy(() -> compile(access).apply(SESSION)).isInstanceOf(RuntimeException.class).hasMessage(message);
  }

  @Test
  void randomPicksEveryElementInTime() {
    CompiledText random = compile(access("ids.random()", "ids", new Text.Random()));
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 1_000 && seen.size() < 3; i++) {
      seen.add(random.apply(SESSION));
    }
    assertThat(seen).containsExactlyInAnyOrder("a", "b", "c");
  }

  @Test
  void aMissingIndexIsANoSuchElement() {
    assertThatThrownBy(() -> compile(access("ids[9]", "ids", new Text.Index(9))).apply(SESSION))
        .isInstanceOf(NoSuchElementException.class);
  }

  private static CompiledText compile(Text.Access access) {
    return CompiledText.of(new Text.Template(List.of(new Text.Literal(""), access)));
  }

  private static Text.Access access(String expression, String key, Text.Selector... selectors) {
    return new Text.Access(expression, key, List.of(selectors));
  }
}
