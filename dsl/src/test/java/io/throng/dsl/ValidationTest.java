package io.throng.dsl;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each invalid value is rejected where it was typed, naming the parameter, the bound and the value. */
class ValidationTest {

  static Stream<Arguments> invalidValues() {
    return Stream.of(
        row("atOnceUsers(0)", () -> atOnceUsers(0), "users must be >= 1, was 0"),
        row("rampUsers(-5)", () -> rampUsers(-5), "users must be >= 1, was -5"),
        row("ramp during zero", () -> rampUsers(5).during(Duration.ZERO), "during must be > 0, was PT0S"),
        row("ramp during null", () -> rampUsers(5).during(null), "during must be a duration, was null"),
        row("negative pause", () -> scenario("s").pause(Duration.ofSeconds(-1)), "pause must be >= 0, was PT-1S"),
        row("blank scenario name", () -> scenario(" "), "scenario name must not be blank, was \" \""),
        row("null request name", () -> http((String) null), "request name must not be blank, was null"),
        row("relative path", () -> http("a").get("api/user"),
            "path must start with \"/\" or be a full http(s) URL, was \"api/user\""),
        row("ftp base URL", () -> http.baseUrl("ftp://host"),
            "baseUrl must be an http(s) URL such as http://127.0.0.1:8080, or \"demo\" for the embedded demo target, was \"ftp://host\""),
        row("no injection step", () -> scenario("s").exec(http("a").get("/a")).injectOpen(),
            "injectOpen needs at least one step, such as atOnceUsers(10) or rampUsers(10).during(ofSeconds(5))"),
        row("empty scenario", () -> scenario("idle").injectOpen(atOnceUsers(1)),
            "scenario \"idle\" has no steps: add exec(http(...)) before injecting it"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidValues")
  void rejectsWithAMessageThatSaysWhatIsWrong(String name, ThrowingCallable call, String message) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
  }

  private static Arguments row(String name, ThrowingCallable call, String message) {
    return Arguments.of(name, call, message);
  }
}
