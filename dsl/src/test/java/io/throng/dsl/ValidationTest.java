package io.throng.dsl;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ZERO;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each invalid value is rejected where it was typed, naming the parameter, the bound and the value. */
class ValidationTest {

  private static final ScenarioBuilder S = scenario("s").exec(http("a").get("/a"));

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
            "scenario \"idle\" has no steps: add exec(http(...)) before injecting it"),
        // templates
        row("unclosed placeholder", () -> http("a").get("/a/#{id"), "path has a #{ without its closing }, at index 3: \"/a/#{id\""),
        row("empty placeholder", () -> http("a").get("/a").header("X", "#{ }"), "header X has an empty #{}, at index 0: \"#{ }\""),
        row("null template", () -> stringBody((String) null), "body must not be null"),
        row("null path function", () -> http("a").get((Function<Session, String>) null), "path must not be null"),
        // steps
        row("null request", () -> exec((HttpRequestBuilder) null), "request must not be null"),
        row("null exec function", () -> exec((Function<Session, Session>) null), "exec function must not be null"),
        row("null chain", () -> scenario("s").exec((ChainBuilder) null), "exec needs a chain, such as exec(http(...)), was null"),
        row("negative pause min", () -> pause(Duration.ofSeconds(-1), Duration.ofSeconds(1)), "pause min must be >= 0, was PT-1S"),
        row("pause max below min", () -> pause(Duration.ofSeconds(2), Duration.ofSeconds(1)), "pause max must be >= min (PT2S), was PT1S"),
        row("zero pace", () -> pace(Duration.ZERO), "pace must be > 0, was PT0S"),
        row("repeat zero", () -> repeat(0), "repeat times must be >= 1, was 0"),
        row("repeat null function", () -> repeat((Function<Session, Integer>) null), "repeat times must not be null"),
        row("blank counter", () -> repeat(2, ""), "counter name must not be blank, was \"\""),
        row("during zero", () -> during(Duration.ZERO), "during must be > 0, was PT0S"),
        row("asLongAs null", () -> asLongAs(null), "asLongAs condition must not be null"),
        row("doIf null", () -> doIf(null), "doIf condition must not be null"),
        row("doIfOrElse null", () -> doIfOrElse(null), "doIfOrElse condition must not be null"),
        row("blank group", () -> group(" "), "group name must not be blank, was \" \""),
        row("rendezVous of no user", () -> rendezVous(0), "rendezVous users must be >= 1, was 0"),
        row("tryMax zero", () -> tryMax(0), "tryMax times must be >= 1, was 0"),
        row("loop without body", () -> repeat(2).on(null), "repeat needs a chain, such as exec(http(...)), was null"),
        row("doIf without body", () -> doIf(s -> true).then(null), "doIf needs a chain, such as exec(http(...)), was null"),
        row("one round robin chain", () -> roundRobinSwitch().on(pause(Duration.ZERO)), "roundRobinSwitch needs at least 2 chains, was 1"),
        row("no random choice", () -> randomSwitch().on(), "randomSwitch needs at least one percentage(p).then(chain)"),
        row("percentages over 100", () -> randomSwitch().on(percentage(60).then(pause(Duration.ZERO)),
            percentage(50).then(pause(Duration.ZERO))), "randomSwitch percentages must add up to <= 100, was 110.0"),
        row("zero percentage", () -> percentage(0), "percentage must be > 0 and <= 100, was 0.0"),
        row("percentage over 100", () -> percentage(101), "percentage must be > 0 and <= 100, was 101.0"),
        row("null feeder", () -> feed(null), "feeder must not be null"),
        // feeders and bodies
        row("blank csv", () -> csv(""), "csv file must not be blank, was \"\""),
        row("blank jsonFile", () -> jsonFile(null), "jsonFile must not be blank, was null"),
        row("empty listFeeder", () -> listFeeder(List.of()), "listFeeder needs at least one record, was empty"),
        row("circular iterator", () -> iteratorFeeder(List.<Map<String, Object>>of().iterator()).circular(),
            "circular() needs records known before the run (csv, jsonFile or listFeeder), was iterator"),
        row("shuffled generator", () -> generatorFeeder(Map::of).shuffle(),
            "shuffle() needs records known before the run (csv, jsonFile or listFeeder), was generator"),
        row("partitioned iterator", () -> iteratorFeeder(List.<Map<String, Object>>of().iterator()).partitioned(),
            "partitioned() needs records known before the run (csv, jsonFile or listFeeder), was iterator"),
        row("null bytes", () -> bytesBody(null), "bytesBody must not be null"),
        row("blank resource", () -> resourceBody(""), "resourceBody must not be blank, was \"\""),
        // requests
        row("two bodies", () -> http("a").post("/a").body(stringBody("x")).body(json("{}")),
            "request \"a\" already has a body: give it one body"),
        row("body after form", () -> http("a").post("/a").formParam("k", "v").body(json("{}")),
            "request \"a\" already has a form body (formParam): give it one body"),
        row("form after body", () -> http("a").post("/a").body(json("{}")).formParam("k", "v"),
            "request \"a\" already has a body: formParam cannot be added to it"),
        row("part after body", () -> http("a").post("/a").body(json("{}")).formUpload("f", "a.bin"),
            "request \"a\" already has a body: bodyPart cannot be added to it"),
        row("body after part", () -> http("a").post("/a").bodyPart(stringBodyPart("s", "x")).body(json("{}")),
            "request \"a\" already has a multipart body (formUpload, bodyPart): give it one body"),
        row("form map not a placeholder", () -> http("a").post("/a").formParamMap("form"),
            "formParamMap takes one placeholder naming a session value, such as \"#{form}\", was \"form\""),
        row("values with text", () -> http("a").post("/a").multivaluedFormParam("t", "x#{tags}"),
            "multivaluedFormParam t takes one placeholder naming a session value, such as \"#{form}\", was \"x#{tags}\""),
        row("unknown charset", () -> stringBodyPart("s", "x").charset("nope-8"),
            "charset must be one this JVM knows, such as UTF-8 or ISO-8859-1, was \"nope-8\""),
        row("blank part name", () -> fileBodyPart(" ", "a.bin"), "body part name must not be blank, was \" \""),
        row("blank template file", () -> elFileBody(""), "elFileBody must not be blank, was \"\""),
        row("bad name template", () -> http("page #{i"), "request name has a #{ without its closing }, at index 5:"
            + " \"page #{i\""),
        row("blank header name", () -> http("a").get("/a").header("", "v"), "header name must not be blank, was \"\""),
        row("blank query name", () -> http("a").get("/a").queryParam(" ", "v"), "queryParam name must not be blank, was \" \""),
        row("zero timeout", () -> http("a").get("/a").timeout(Duration.ZERO), "timeout must be > 0, was PT0S"),
        row("no check", () -> http("a").get("/a").check(), "check needs at least one check, such as status().is(200)"),
        // checks
        row("null expected", () -> status().is((Integer) null), "is value must not be null"),
        row("empty in", () -> status().in(), "in needs at least one value"),
        row("two matchers", () -> status().is(200).exists(),
            "a check takes one matcher, and exists() comes after it: status().is(200).exists()"),
        row("negative find index", () -> regex("a").find(-1), "find index must be >= 0, was -1"),
        row("null is function", () -> status().is((Function<Session, Integer>) null),
            "is function must not be null"),
        row("unclosed expected template", () -> header("X").is("#{id"),
            "is value has a #{ without its closing }, at index 0: \"#{id\""),
        row("blank css", () -> css(" "), "css selector must not be blank, was \" \""),
        row("blank css attribute", () -> css("a", ""), "css attribute must not be blank, was \"\""),
        row("unclosed css template", () -> css("#{sel"), "css selector has a #{ without its closing }, at index 0: \"#{sel\""),
        row("blank form", () -> form(""), "form selector must not be blank, was \"\""),
        row("blank xpath", () -> xpath(""), "xpath must not be blank, was \"\""),
        row("null namespaces", () -> xpath("//a", null), "xpath namespaces must not be null; pass Map.of() for none"),
        row("blank namespace URI", () -> xpath("//s:a", Map.of("s", " ")),
            "xpath namespace URI for s must not be blank, was \" \""),
        row("invalid location regex", () -> currentLocationRegex("(a"),
            "currentLocationRegex is not a valid pattern: Unclosed group, was \"(a\""),
        row("incomparable bound", () -> bodyString().transform(body -> new Object()).lt(new Object()),
            "lt needs a comparable value such as a number or a Duration, was Object"),
        row("blank saveAs", () -> status().saveAs(""), "saveAs key must not be blank, was \"\""),
        row("blank check header", () -> header(""), "header name must not be blank, was \"\""),
        row("empty substring", () -> substring(""), "substring must not be empty, was \"\""),
        row("invalid regex", () -> regex("(a"), "regex is not a valid pattern: Unclosed group, was \"(a\""),
        row("jsonPath without $", () -> jsonPath("items"), "jsonPath must start with $, such as $.items[0].id, was \"items\""),
        // protocol
        row("no base URLs", () -> http.baseUrls(), "baseUrls needs at least one URL"),
        row("blank user agent", () -> http.userAgent(""), "userAgent must not be blank, was \"\""),
        row("zero connections", () -> http.maxConnectionsPerHost(0), "maxConnectionsPerHost must be >= 1, was 0"),
        row("empty allow list", () -> allowList(), "allowList needs at least one regular expression, such as \".*\\\\.css\""),
        row("bad deny pattern", () -> denyList("(ads"),
            "denyList pattern is not a regular expression: Unclosed group in \"(ads\""),
        row("no resources", () -> http("p").get("/p").resources(),
            "resources needs at least one request, such as http(\"css\").get(\"/style.css\")"),
        row("nested resources", () -> http("p").get("/p").resources(http("a").get("/a").resources(http("b").get("/b"))),
            "resource \"a\" has resources of its own: list them all on the page request"),
        row("zero connect timeout", () -> http.connectTimeout(Duration.ZERO), "connectTimeout must be > 0, was PT0S"),
        row("null request timeout", () -> http.requestTimeout(null), "requestTimeout must be a duration, was null"),
        row("zero redirects", () -> http.maxRedirects(0), "maxRedirects must be >= 1, was 0"),
        row("trust store then opt-out", () -> http.trustStore("t.p12", "x").disableCertificateVerification(),
            "disableCertificateVerification() cannot be combined with trustStore(...)"),
        row("opt-out then trust store", () -> http.disableCertificateVerification().trustStore("t.p12", "x"),
            "trustStore(...) cannot be combined with disableCertificateVerification()"),
        row("blank trust store", () -> http.trustStore(" ", "x"), "trustStore path must not be blank, was \" \""),
        row("null trust store password", () -> http.trustStore("t.p12", null), "trustStore password must not be null"));
  }

  static Stream<Arguments> invalidOpenSteps() {
    return Stream.of(
        row("nothingFor(0)", () -> nothingFor(ZERO), "nothingFor must be > 0, was PT0S"),
        row("nothingFor(null)", () -> nothingFor(null), "nothingFor must be a duration, was null"),
        row("constantUsersPerSec(0)", () -> constantUsersPerSec(0), "usersPerSec must be > 0, was 0.0"),
        row("constantUsersPerSec(-1)", () -> constantUsersPerSec(-1), "usersPerSec must be > 0, was -1.0"),
        row("constantUsersPerSec(NaN)", () -> constantUsersPerSec(Double.NaN), "usersPerSec must be a finite number, was NaN"),
        row("constantUsersPerSec during 0", () -> constantUsersPerSec(1).during(ZERO), "during must be > 0, was PT0S"),
        row("rampUsersPerSec(-1)", () -> rampUsersPerSec(-1), "usersPerSec must be >= 0, was -1.0"),
        row("rampUsersPerSec to -2", () -> rampUsersPerSec(1).to(-2), "to must be >= 0, was -2.0"),
        row("rampUsersPerSec to infinity", () -> rampUsersPerSec(1).to(Double.POSITIVE_INFINITY),
            "to must be a finite number, was Infinity"),
        row("rampUsersPerSec 0 to 0", () -> rampUsersPerSec(0).to(0),
            "rampUsersPerSec needs a rate above 0 at one end at least, was 0.0 to 0.0 (use nothingFor(d) to wait)"),
        row("rampUsersPerSec during null", () -> rampUsersPerSec(0).to(5).during(null), "during must be a duration, was null"),
        row("stressPeakUsers(0)", () -> stressPeakUsers(0), "users must be >= 1, was 0"),
        row("stressPeakUsers during 0", () -> stressPeakUsers(5).during(ZERO), "during must be > 0, was PT0S"),
        row("incrementUsersPerSec(0)", () -> incrementUsersPerSec(0), "usersPerSec must be > 0, was 0.0"),
        row("stairs times(0)", () -> incrementUsersPerSec(1).times(0), "times must be >= 1, was 0"),
        row("stairs levels of 0 s", () -> incrementUsersPerSec(1).times(2).eachLevelLasting(ZERO),
            "eachLevelLasting must be > 0, was PT0S"),
        row("stairs negative ramps",
            () -> incrementUsersPerSec(1).times(2).eachLevelLasting(ofSeconds(1)).separatedByRampsLasting(ofSeconds(-1)),
            "separatedByRampsLasting must be >= 0, was PT-1S"),
        row("stairs starting from -1", () -> incrementUsersPerSec(1).times(2).eachLevelLasting(ofSeconds(1)).startingFrom(-1),
            "startingFrom must be >= 0, was -1.0"),
        row("users(0)", () -> users(0), "users must be >= 1, was 0"),
        row("users every 0", () -> users(2).every(ZERO), "every must be > 0, was PT0S"),
        row("users every 3 s during 0", () -> users(2).every(ofSeconds(3)).during(ZERO), "during must be > 0, was PT0S"));
  }

  static Stream<Arguments> invalidClosedSteps() {
    return Stream.of(
        row("constantConcurrentUsers(0)", () -> constantConcurrentUsers(0), "users must be >= 1, was 0"),
        row("constantConcurrentUsers during 0", () -> constantConcurrentUsers(1).during(ZERO), "during must be > 0, was PT0S"),
        row("rampConcurrentUsers(-1)", () -> rampConcurrentUsers(-1), "users must be >= 0, was -1"),
        row("rampConcurrentUsers to -1", () -> rampConcurrentUsers(1).to(-1), "to must be >= 0, was -1"),
        row("rampConcurrentUsers 5 to 5", () -> rampConcurrentUsers(5).to(5),
            "rampConcurrentUsers needs two different levels, was 5 to 5 (use constantConcurrentUsers(5).during(d) to hold a level)"),
        row("rampConcurrentUsers during 0", () -> rampConcurrentUsers(0).to(5).during(ZERO), "during must be > 0, was PT0S"),
        row("incrementConcurrentUsers(0)", () -> incrementConcurrentUsers(0), "users must be >= 1, was 0"),
        row("concurrent stairs times(0)", () -> incrementConcurrentUsers(1).times(0), "times must be >= 1, was 0"),
        row("concurrent stairs levels of 0 s", () -> incrementConcurrentUsers(1).times(1).eachLevelLasting(ZERO),
            "eachLevelLasting must be > 0, was PT0S"),
        row("concurrent stairs negative ramps",
            () -> incrementConcurrentUsers(1).times(2).eachLevelLasting(ofSeconds(1)).separatedByRampsLasting(ofSeconds(-2)),
            "separatedByRampsLasting must be >= 0, was PT-2S"),
        row("concurrent stairs starting from -1",
            () -> incrementConcurrentUsers(1).times(2).eachLevelLasting(ofSeconds(1)).startingFrom(-1),
            "startingFrom must be >= 0, was -1"),
        row("addUsers(0)", () -> addUsers(0), "users must be >= 1, was 0"),
        row("addUsers every 0", () -> addUsers(2).every(ZERO), "every must be > 0, was PT0S"),
        row("addUsers during 0", () -> addUsers(2).every(ofSeconds(3)).during(ZERO), "during must be > 0, was PT0S"),
        row("threads(0)", () -> threads(0), "threads must be >= 1, was 0"),
        row("negative ramp-up", () -> threads(10).rampUp(ofSeconds(-1)), "rampUp must be >= 0, was PT-1S"),
        row("loops(0)", () -> threads(10).rampUp(ofSeconds(1)).loops(0), "loops must be >= 1, was 0"),
        row("thread group during 0", () -> threads(10).rampUp(ofSeconds(1)).loops(2).during(ZERO), "during must be > 0, was PT0S"),
        row("thread group shorter than its ramp-up", () -> threads(10).rampUp(ofSeconds(2)).during(ofSeconds(1)),
            "during must be >= the ramp-up PT2S so that every thread runs, was PT1S"),
        row("requests(0)", () -> requests(0), "requests must be >= 1, was 0"),
        row("concurrency(0)", () -> requests(10).concurrency(0), "concurrency must be >= 1, was 0"),
        row("more users than requests", () -> requests(10).concurrency(11), "concurrency must be <= requests (10), was 11"),
        row("time limit 0", () -> requests(10).concurrency(2).timeLimit(ZERO), "timeLimit must be > 0, was PT0S"),
        row("no closed step", () -> S.injectClosed(new ClosedInjectionStep[0]),
            "injectClosed needs at least one step, such as constantConcurrentUsers(10).during(ofMinutes(1))"),
        row("no thread group", () -> S.injectClosed((ThreadGroupBuilder) null),
            "injectClosed needs a thread group, such as threads(100).rampUp(ofSeconds(1)).loops(10)"),
        row("no request budget", () -> S.injectClosed((RequestBudgetBuilder) null),
            "injectClosed needs a request budget, such as requests(10_000).concurrency(10)"),
        row("empty closed scenario", () -> scenario("idle").injectClosed(requests(1).concurrency(1)),
            "scenario \"idle\" has no steps: add exec(http(...)) before injecting it"));
  }

  static Stream<Arguments> invalidThrottlesAndChains() {
    return Stream.of(
        row("reachRps(0)", () -> reachRps(0), "requestsPerSec must be > 0, was 0.0"),
        row("reachRps in 0", () -> reachRps(10).in(ZERO), "in must be > 0, was PT0S"),
        row("holdFor(0)", () -> holdFor(ZERO), "holdFor must be > 0, was PT0S"),
        row("jumpToRps(-5)", () -> jumpToRps(-5), "requestsPerSec must be > 0, was -5.0"),
        row("jumpToRps(infinity)", () -> jumpToRps(Double.POSITIVE_INFINITY), "requestsPerSec must be a finite number, was Infinity"),
        row("throttle with no step", () -> throttled(), "throttle needs at least one step, such as reachRps(100).in(ofSeconds(10))"),
        row("throttle that only holds", () -> throttled(holdFor(ofSeconds(1))),
            "throttle never lets a request through: start with reachRps(r).in(d) or jumpToRps(r)"),
        row("andThen nothing", () -> S.injectOpen(atOnceUsers(1)).andThen(),
            "andThen needs the populations to start next, such as scenario(...).injectOpen(...)"));
  }

  static Stream<Arguments> invalidBaselines() {
    return Stream.of(
        row("blank baseline file", () -> baseline(" "), "baseline file must not be blank, was \" \""),
        row("null baseline file", () -> baseline(null), "baseline file must not be blank, was null"),
        row("baseline file with a newline", () -> baseline("a\nb.json"),
            "baseline file must not hold a newline, tab or other control character, was \"a\nb.json\""),
        row("negative tolerance", () -> baseline().p95().worseBy(-5), "p95 tolerance must be >= 0, was -5.0"),
        row("NaN tolerance", () -> baseline().errorPercent().worseBy(Double.NaN),
            "errorPercent tolerance must be a finite number, was NaN"),
        row("infinite tolerance", () -> baseline().throughput().worseBy(Double.POSITIVE_INFINITY),
            "throughput tolerance must be a finite number, was Infinity"),
        row("a metric twice", () -> baseline().p99().worseBy(20).percent().p99().worseBy(30).percent(),
            "p99 already has a tolerance (20.0): give each metric one tolerance"),
        row("null baseline", () -> judged(null),
            "baseline needs a baseline, such as baseline() or baseline(\"src/test/loadtest/baselines/Checkout.json\")"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource({"invalidValues", "invalidOpenSteps", "invalidClosedSteps", "invalidThrottlesAndChains",
      "invalidBaselines"})
  void rejectsWithAMessageThatSaysWhatIsWrong(String name, ThrowingCallable call, String message) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
  }

  private static void throttled(Throttling... steps) {
    new Simulation() {
      {
        setUp(S.injectOpen(atOnceUsers(1))).throttle(steps);
      }
    };
  }

  private static void judged(BaselineBuilder baseline) {
    new Simulation() {
      {
        setUp(S.injectOpen(atOnceUsers(1))).baseline(baseline);
      }
    };
  }

  private static Arguments row(String name, ThrowingCallable call, String message) {
    return Arguments.of(name, call, message);
  }
}
