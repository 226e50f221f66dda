package io.throng.dsl;

import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.Step;
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
 * declared in {@link InjectionDsl} and the checks in {@link CheckDsl}, which this class extends so
 * that the one import reaches them.
 */
public final class Dsl extends CheckDsl {

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

  // Baselines: what a regression is, judged against earlier runs

  /**
   * The simulation's default baseline, {@code src/test/loadtest/baselines/<name>.json}, to give to
   * {@code setUp(...).baseline(...)}: {@code baseline().p95().worseBy(15).percent()}.
   */
  public static BaselineBuilder baseline() {
    return BaselineBuilder.of(Optional.empty());
  }

  /** The baseline in {@code file}, relative to the folder the run starts in (the project's, under Maven). */
  public static BaselineBuilder baseline(String file) {
    Require.notBlank("baseline file", file);
    if (file.chars().anyMatch(Character::isISOControl)) {
      throw new IllegalArgumentException("baseline file must not hold a newline, tab or other control character,"
          + " was \"" + file.strip() + "\"");
    }
    return BaselineBuilder.of(Optional.of(file));
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

  // Groups

  /** Holds users until {@code users} of them have reached this point: {@code chain.exec(rendezVous(10))}. */
  public static ChainBuilder rendezVous(int users) {
    return ChainBuilder.EMPTY.rendezVous(users);
  }

  // Cookies: each user's jar, as a browser's (http.disableCookies() turns it off)

  /** A cookie to put into the jar: {@code addCookie(cookie("locale", "fr").withMaxAge(ofDays(1)))}. */
  public static CookieBuilder cookie(String name, String value) {
    return CookieBuilder.of(name, value);
  }

  /** Puts a cookie into the user's jar, as if a response had set it. */
  public static ChainBuilder addCookie(CookieBuilder cookie) {
    return ChainBuilder.EMPTY.append(new Step.AddCookie(Blocks.notNull("cookie", cookie).toModel()));
  }

  /** A cookie of the jar, by name: {@code getCookieValue(cookieName("sessionid")).saveAs("session")}. */
  public static CookieName cookieName(String name) {
    return CookieName.of(name);
  }

  /** Reads a cookie's value from the user's jar; {@code saveAs(key)} says where it goes. */
  public static CookieValue getCookieValue(CookieName cookie) {
    return new CookieValue(Blocks.notNull("cookie", cookie).toModel());
  }

  /** Empties the user's cookie jar, as a new browser profile. */
  public static ChainBuilder flushCookieJar() {
    return ChainBuilder.EMPTY.append(new Step.FlushCookies(false));
  }

  /** Removes the user's cookies that have no expiry, as closing the browser does. */
  public static ChainBuilder flushSessionCookies() {
    return ChainBuilder.EMPTY.append(new Step.FlushCookies(true));
  }

  // Requests: names that vary, template and file bodies, multipart parts

  /**
   * A request named by a function of the session: each distinct name gets its own statistics
   * row, as {@code http("page #{i}")} does.
   */
  public static RequestName http(Function<Session, String> name) {
    return new RequestName(name);
  }

  /**
   * A UTF-8 text file (or class path resource) with {@code #{key}} placeholders, such as
   * {@code templates/order.json}: read and parsed once when the engine starts, filled from the
   * session for each request.
   */
  public static Body elFileBody(String location) {
    return Body.templateFile(location);
  }

  /** A file (or class path resource), read once before the run and sent as it is. */
  public static Body rawFileBody(String location) {
    return Body.resource(location);
  }

  /** A text part of a multipart body; {@code #{key}} placeholders are filled from the session. */
  public static BodyPart stringBodyPart(String name, String template) {
    return BodyPart.text(name, template);
  }

  public static BodyPart byteArrayBodyPart(String name, byte[] bytes) {
    return BodyPart.bytes(name, bytes);
  }

  /** A file's part, read once before the run, announcing the file's name unless {@code fileName(...)} says another. */
  public static BodyPart fileBodyPart(String name, String path) {
    return BodyPart.file("fileBodyPart", name, path);
  }

  /** A class path resource's part (a file of that path is taken first), as {@link #fileBodyPart}. */
  public static BodyPart resourceBodyPart(String name, String resource) {
    return BodyPart.file("resourceBodyPart", name, resource);
  }

  // Resources

  /** Keeps only the inferred resources whose URL matches one of {@code patterns} (regular expressions). */
  public static ResourceFilter allowList(String... patterns) {
    return ResourceFilter.of("allowList", true, patterns);
  }

  /** Drops the inferred resources whose URL matches one of {@code patterns} (regular expressions). */
  public static ResourceFilter denyList(String... patterns) {
    return ResourceFilter.of("denyList", false, patterns);
  }

  // Proxy

  /** An HTTP proxy for {@code http.proxy(proxy("127.0.0.1", 3128))}. */
  public static ProxyBuilder proxy(String host, int port) {
    return ProxyBuilder.of(host, port);
  }

  // WebSocket

  /** The WebSocket checks: {@code ws.checkTextMessage("reply").check(jsonPath("$.id").is("1"))}. */
  public static final WebSocket ws = WebSocket.INSTANCE;

  /** A WebSocket step recorded under {@code name}: {@code ws("open").connect("/echo")}, {@code ws("bye").close()}. */
  public static WsName ws(String name) {
    return new WsName(name, WsName.DEFAULT_SOCKET);
  }

  /** A chain that runs a WebSocket step. */
  public static ChainBuilder exec(WsAction action) {
    return ChainBuilder.EMPTY.exec(action);
  }

  // Server-Sent Events

  /** The Server-Sent Events checks: {@code sse.checkMessage("tick").check(header("event").is("tick"))}. */
  public static final ServerSentEvents sse = ServerSentEvents.INSTANCE;

  /** A Server-Sent Events step recorded under {@code name}: {@code sse("open").get("/events")}, {@code sse("end").close()}. */
  public static SseName sse(String name) {
    return new SseName(name, SseName.DEFAULT_STREAM);
  }

  /** A chain that runs a Server-Sent Events step. */
  public static ChainBuilder exec(SseAction action) {
    return ChainBuilder.EMPTY.exec(action);
  }
}
