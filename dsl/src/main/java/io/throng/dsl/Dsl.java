package io.throng.dsl;

import io.throng.dsl.model.AssertionScope;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Everything a simulation author needs, through one static import:
 *
 * <pre>{@code
 * import static io.throng.dsl.Dsl.*;
 * import static java.time.Duration.*;
 *
 * setUp(scenario("browse")
 *         .feed(csv("users.csv").circular())
 *         .exec(http("user").get("/api/user/#{id}").check(status().is(200)))
 *         .injectOpen(atOnceUsers(10), rampUsers(100).during(ofSeconds(30))))
 *     .protocols(http.baseUrl("http://127.0.0.1:8080"))
 *     .assertions(global().responseTime().percentile(95).lt(ofMillis(500)));
 * }</pre>
 *
 * <p>Each area's validation lives beside its builders ({@link Checks}, {@link Feeder},
 * {@link Body}, {@link StepsBuilder}); this class only delegates, so it stays a table of contents.
 * The injection, closed-model, thread-group, ApacheBench-style and throttling factories are
 * declared in {@link InjectionDsl}, which this class extends so that the one import reaches them.
 */
public final class Dsl extends InjectionDsl {

  private Dsl() {}

  /** The HTTP protocol with its defaults, to refine with {@code http.baseUrl(...)}. */
  public static final HttpProtocolBuilder http = HttpProtocolBuilder.DEFAULT;

  /** A new, empty scenario. */
  public static ScenarioBuilder scenario(String name) {
    return new ScenarioBuilder(name);
  }

  /** A request whose statistics are reported under {@code name}; follow with {@code .get(path)}. */
  public static RequestName http(String name) {
    return new RequestName(name);
  }

  // Assertions: what fails the build

  /** An assertion over all requests together: {@code global().failedRequests().percent().lt(1)}. */
  public static AssertionTarget global() {
    return new AssertionTarget(new AssertionScope.Global());
  }

  /** An assertion that each request name must pass on its own; it gives one result per name. */
  public static AssertionTarget forAll() {
    return new AssertionTarget(new AssertionScope.ForAll());
  }

  /**
   * An assertion over the requests named {@code requestName}, as given to {@code http(name)} (inside
   * groups, {@code "checkout / pay"}); or, when no request has that name, over the executions of
   * the group of that name ({@code "checkout"}) and their durations.
   */
  public static AssertionTarget details(String requestName) {
    return new AssertionTarget(new AssertionScope.Details(Require.notBlank("request name", requestName)));
  }

  // Chains: the steps of StepsBuilder, starting a ChainBuilder

  /** A chain that sends {@code request}. */
  public static ChainBuilder exec(HttpRequestBuilder request) {
    return ChainBuilder.EMPTY.exec(request);
  }

  /** A chain that replaces the session with what {@code function} returns. */
  public static ChainBuilder exec(Function<Session, Session> function) {
    return ChainBuilder.EMPTY.exec(function);
  }

  public static ChainBuilder pause(Duration duration) {
    return ChainBuilder.EMPTY.pause(duration);
  }

  public static ChainBuilder pause(Duration min, Duration max) {
    return ChainBuilder.EMPTY.pause(min, max);
  }

  public static ChainBuilder pace(Duration period) {
    return ChainBuilder.EMPTY.pace(period);
  }

  public static Block<ChainBuilder> repeat(int times) {
    return ChainBuilder.EMPTY.repeat(times);
  }

  public static Block<ChainBuilder> repeat(int times, String counter) {
    return ChainBuilder.EMPTY.repeat(times, counter);
  }

  public static Block<ChainBuilder> repeat(Function<Session, Integer> times) {
    return ChainBuilder.EMPTY.repeat(times);
  }

  public static Block<ChainBuilder> during(Duration duration) {
    return ChainBuilder.EMPTY.during(duration);
  }

  public static Block<ChainBuilder> during(Duration duration, String counter) {
    return ChainBuilder.EMPTY.during(duration, counter);
  }

  public static Block<ChainBuilder> forever() {
    return ChainBuilder.EMPTY.forever();
  }

  public static Block<ChainBuilder> forever(String counter) {
    return ChainBuilder.EMPTY.forever(counter);
  }

  public static Block<ChainBuilder> asLongAs(Predicate<Session> condition) {
    return ChainBuilder.EMPTY.asLongAs(condition);
  }

  public static Block<ChainBuilder> asLongAs(Predicate<Session> condition, String counter) {
    return ChainBuilder.EMPTY.asLongAs(condition, counter);
  }

  public static Condition<ChainBuilder> doIf(Predicate<Session> condition) {
    return ChainBuilder.EMPTY.doIf(condition);
  }

  public static Condition.OrElse<ChainBuilder> doIfOrElse(Predicate<Session> condition) {
    return ChainBuilder.EMPTY.doIfOrElse(condition);
  }

  public static RandomSwitch<ChainBuilder> randomSwitch() {
    return ChainBuilder.EMPTY.randomSwitch();
  }

  /** One choice of a {@code randomSwitch()}: {@code percentage(60).then(chain)}. */
  public static RandomSwitch.Percentage percentage(double percent) {
    return new RandomSwitch.Percentage(percent);
  }

  public static ChainSwitch<ChainBuilder> uniformRandomSwitch() {
    return ChainBuilder.EMPTY.uniformRandomSwitch();
  }

  public static ChainSwitch<ChainBuilder> roundRobinSwitch() {
    return ChainBuilder.EMPTY.roundRobinSwitch();
  }

  public static Block<ChainBuilder> group(String name) {
    return ChainBuilder.EMPTY.group(name);
  }

  public static Block<ChainBuilder> tryMax(int times) {
    return ChainBuilder.EMPTY.tryMax(times);
  }

  public static Block<ChainBuilder> tryMax(int times, String counter) {
    return ChainBuilder.EMPTY.tryMax(times, counter);
  }

  public static ChainBuilder exitHereIfFailed() {
    return ChainBuilder.EMPTY.exitHereIfFailed();
  }

  public static ChainBuilder feed(Feeder feeder) {
    return ChainBuilder.EMPTY.feed(feeder);
  }

  // Feeders

  /** A comma-separated file (or class path resource) whose first row names the columns. */
  public static Feeder csv(String location) {
    return Feeder.csv(location, ',');
  }

  /** A CSV file with another separator, such as {@code ';'} or {@code '\t'}. */
  public static Feeder csv(String location, char separator) {
    return Feeder.csv(location, separator);
  }

  /** A JSON file (or class path resource) holding an array of objects. */
  public static Feeder jsonFile(String location) {
    return Feeder.jsonFile(location);
  }

  public static Feeder listFeeder(List<Map<String, Object>> records) {
    return Feeder.list(records);
  }

  /** Records an iterator hands out, in its order; the feeder ends with it. */
  public static Feeder iteratorFeeder(Iterator<Map<String, Object>> iterator) {
    return Feeder.iterator(iterator);
  }

  /** Records {@code generator} makes, one per {@code feed}, without end. */
  public static Feeder generatorFeeder(Supplier<Map<String, Object>> generator) {
    return Feeder.generator(generator);
  }

  // Bodies

  /** Text sent as UTF-8; {@code #{key}} placeholders are filled from the session. */
  public static Body stringBody(String template) {
    return Body.string(template, Optional.empty());
  }

  public static Body stringBody(Function<Session, String> body) {
    return Body.string(body, Optional.empty());
  }

  /** A JSON text: also sets {@code Content-Type: application/json} unless the request sets one. */
  public static Body json(String template) {
    return Body.string(template, Optional.of(Body.JSON));
  }

  public static Body json(Function<Session, String> body) {
    return Body.string(body, Optional.of(Body.JSON));
  }

  public static Body bytesBody(byte[] bytes) {
    return Body.bytes(bytes);
  }

  /** A file, or a class path resource when no such file exists, sent as it is. */
  public static Body resourceBody(String location) {
    return Body.resource(location);
  }

  // Checks

  public static CheckBuilder<Integer> status() {
    return Checks.status();
  }

  /** The values of a response header, one per header line: {@code header("Set-Cookie").findAll()}. */
  public static FindCheckBuilder<String> header(String name) {
    return Checks.header(name);
  }

  public static CheckBuilder<String> bodyString() {
    return Checks.bodyString();
  }

  public static CheckBuilder<Integer> bodyLength() {
    return Checks.bodyLength();
  }

  /** The positions where {@code text} occurs in the body. */
  public static FindCheckBuilder<Integer> substring(String text) {
    return Checks.substring(text);
  }

  /** The matches of {@code pattern} in the body: its first capture group if it has one. */
  public static FindCheckBuilder<String> regex(String pattern) {
    return Checks.regex(pattern);
  }

  /** The values a JSON path selects in a JSON body, as text (objects and arrays as JSON). */
  public static FindCheckBuilder<String> jsonPath(String path) {
    return Checks.jsonPath(path);
  }

  /** The time from sending the request to its complete response. */
  public static CheckBuilder<Duration> responseTime() {
    return Checks.responseTime();
  }

  // Checks: HTML, XML, location and body digests

  /** The text of the elements a CSS selector selects in an HTML body (jsoup's {@code text()}). */
  public static FindCheckBuilder<String> css(String selector) {
    return Checks.css(selector);
  }

  /** The value of {@code attribute} on the elements a CSS selector selects that have it. */
  public static FindCheckBuilder<String> css(String selector, String attribute) {
    return Checks.css(selector, attribute);
  }

  /**
   * The fields of the HTML form a CSS selector selects, name to value (a {@code List} for a name
   * given several values), as a browser would post them: checkboxes and radios only when checked,
   * a select's selected option or its first.
   */
  public static CheckBuilder<Map<String, Object>> form(String selector) {
    return Checks.form(selector);
  }

  /** The results of an XPath expression on an XML body, as text. */
  public static FindCheckBuilder<String> xpath(String expression) {
    return Checks.xpath(expression);
  }

  /** The results of an XPath expression whose prefixes {@code namespaces} maps to their URIs. */
  public static FindCheckBuilder<String> xpath(String expression, Map<String, String> namespaces) {
    return Checks.xpath(expression, namespaces);
  }

  /** The URL of the response, after the redirects the request followed. */
  public static CheckBuilder<String> currentLocation() {
    return Checks.currentLocation();
  }

  /** The matches of {@code pattern} in the response's URL: its first capture group if it has one. */
  public static FindCheckBuilder<String> currentLocationRegex(String pattern) {
    return Checks.currentLocationRegex(pattern);
  }

  /** The whole body as bytes. */
  public static CheckBuilder<byte[]> bodyBytes() {
    return Checks.bodyBytes();
  }

  /** The MD5 digest of the body, in lowercase hex. */
  public static CheckBuilder<String> md5() {
    return Checks.md5();
  }

  /** The SHA-256 digest of the body, in lowercase hex. */
  public static CheckBuilder<String> sha256() {
    return Checks.sha256();
  }

  // Groups

  /** Holds users until {@code users} of them have reached this point: {@code chain.exec(rendezVous(10))}. */
  public static ChainBuilder rendezVous(int users) {
    return ChainBuilder.EMPTY.rendezVous(users);
  }

  // Proxy

  /** An HTTP proxy for {@code http.proxy(proxy("127.0.0.1", 3128))}. */
  public static ProxyBuilder proxy(String host, int port) {
    return ProxyBuilder.of(host, port);
  }
}
