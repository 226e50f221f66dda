package io.throng.dsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The session converts what feeders and checks store (often text) to the type asked for, or says why not. */
class SessionTest {

  private static final Session SESSION = Session.of("s", 0)
      .set("text", "42").set("int", 7).set("long", 9_000_000_000L).set("double", "1.5").set("yes", "TRUE")
      .set("word", "abc");

  static Stream<Arguments> reads() {
    return Stream.of(
        Arguments.of("getInt of text", (Function<Session, Object>) s -> s.getInt("text"), 42),
        Arguments.of("getInt of int", (Function<Session, Object>) s -> s.getInt("int"), 7),
        Arguments.of("getLong of long", (Function<Session, Object>) s -> s.getLong("long"), 9_000_000_000L),
        Arguments.of("getDouble of text", (Function<Session, Object>) s -> s.getDouble("double"), 1.5),
        Arguments.of("getDouble of int", (Function<Session, Object>) s -> s.getDouble("int"), 7.0),
        Arguments.of("getBoolean of text", (Function<Session, Object>) s -> s.getBoolean("yes"), true),
        Arguments.of("getString of int", (Function<Session, Object>) s -> s.getString("int"), "7"),
        Arguments.of("get typed", (Function<Session, Object>) s -> s.get("word", String.class), "abc"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reads")
  void readsValuesAsTheTypeAskedFor(String name, Function<Session, Object> read, Object expected) {
    assertThat(read.apply(SESSION)).isEqualTo(expected);
  }

  static Stream<Arguments> badReads() {
    return Stream.of(
        Arguments.of((Function<Session, Object>) s -> s.getString("token"), NoSuchElementException.class,
            "session has no value for 'token'"),
        Arguments.of((Function<Session, Object>) s -> s.getInt("word"), IllegalArgumentException.class,
            "session value 'word' is not a whole number: \"abc\""),
        Arguments.of((Function<Session, Object>) s -> s.getInt("long"), ArithmeticException.class, "integer overflow"),
        Arguments.of((Function<Session, Object>) s -> s.getDouble("word"), IllegalArgumentException.class,
            "session value 'word' is not a number: \"abc\""),
        Arguments.of((Function<Session, Object>) s -> s.getBoolean("word"), IllegalArgumentException.class,
            "session value 'word' is not a boolean: \"abc\""),
        Arguments.of((Function<Session, Object>) s -> s.get("int", String.class), ClassCastException.class,
            "session value 'int' is a Integer, not a String"),
        Arguments.of((Function<Session, Object>) s -> s.set(" ", 1), IllegalArgumentException.class,
            "session key must not be blank, was \" \""));
  }

  @ParameterizedTest
  @MethodSource("badReads")
  void saysWhatIsWrongWithAValue(Function<Session, Object> read, Class<? extends Throwable> type, String message) {
    assertThatThrownBy(() -> read.apply(SESSION)).isInstanceOf(type).hasMessage(message);
  }

  @Test
  void isImmutable() {
    Session before = Session.of("s", 1);
    Session after = before.set("k", "v").markAsFailed();

    assertThat(before.contains("k")).isFalse();
    assertThat(before.isFailed()).isFalse();
    assertThat(after.getString("k")).isEqualTo("v");
    assertThat(after.isFailed()).isTrue();
    assertThat(after.set("k", null).contains("k")).isFalse();
  }
}
