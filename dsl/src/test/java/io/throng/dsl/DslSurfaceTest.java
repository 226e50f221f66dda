package io.throng.dsl;

import static io.throng.dsl.Dsl.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import io.throng.dsl.model.CustomMetric;
import io.throng.dsl.model.SimulationPlan;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Compiles and builds every public method of the DSL, as a user would write them, and proves
 * (by reading this class's bytecode with ArchUnit) that none was left out: a new public method
 * must be added here.
 */
class DslSurfaceTest {

  static class Everything extends Simulation {
    Everything() {
      Feeder users = csv("users.csv").queue();
      ChainBuilder browse = exec(http("home").get("/"))
          .exec(session -> session.set("page", 1))
          .exec(exec(http("about").get("/about")))
          .pause(Duration.ofMillis(10))
          .pause(Duration.ofMillis(10), Duration.ofMillis(20))
          .pace(Duration.ofSeconds(1))
          .repeat(2).on(exec(http("r").get("/r")))
          .repeat(2, "i").on(exec(http("ri").get("/r/#{i}")))
          .repeat(session -> 2).on(pause(Duration.ZERO))
          .during(Duration.ofSeconds(1)).on(pause(Duration.ofMillis(1)))
          .during(Duration.ofSeconds(1), "d").on(pause(Duration.ofMillis(1)))
          .forever().on(pause(Duration.ofMillis(1)))
          .forever("f").on(pause(Duration.ofMillis(1)))
          .asLongAs(session -> false).on(pause(Duration.ZERO))
          .asLongAs(session -> false, "a").on(pause(Duration.ZERO))
          .doIf(session -> true).then(pause(Duration.ZERO))
          .doIfOrElse(session -> true).then(pause(Duration.ZERO)).orElse(pause(Duration.ZERO))
          .randomSwitch().on(percentage(50).then(pause(Duration.ZERO)))
          .uniformRandomSwitch().on(pause(Duration.ZERO), pause(Duration.ZERO))
          .roundRobinSwitch().on(pause(Duration.ZERO), pause(Duration.ZERO))
          .group("g").on(pause(Duration.ZERO))
          .rendezVous(2)
          .tryMax(2).on(pause(Duration.ZERO))
          .tryMax(2, "t").on(pause(Duration.ZERO))
          .exitHereIfFailed()
          .feed(users);
      ChainBuilder statics = exec(session -> session)
          .exec(pause(Duration.ZERO, Duration.ofMillis(1)))
          .exec(pace(Duration.ofSeconds(1)))
          .exec(repeat(1).on(pause(Duration.ZERO)))
          .exec(repeat(1, "i").on(pause(Duration.ZERO)))
          .exec(repeat(session -> 1).on(pause(Duration.ZERO)))
          .exec(during(Duration.ofSeconds(1)).on(pause(Duration.ZERO)))
          .exec(during(Duration.ofSeconds(1), "d").on(pause(Duration.ZERO)))
          .exec(forever().on(pause(Duration.ZERO)))
          .exec(forever("f").on(pause(Duration.ZERO)))
          .exec(asLongAs(session -> false).on(pause(Duration.ZERO)))
          .exec(asLongAs(session -> false, "a").on(pause(Duration.ZERO)))
          .exec(doIf(session -> true).then(pause(Duration.ZERO)))
          .exec(doIfOrElse(session -> true).then(pause(Duration.ZERO)).orElse(pause(Duration.ZERO)))
          .exec(randomSwitch().on(percentage(100).then(pause(Duration.ZERO))))
          .exec(uniformRandomSwitch().on(pause(Duration.ZERO), pause(Duration.ZERO)))
          .exec(roundRobinSwitch().on(pause(Duration.ZERO), pause(Duration.ZERO)))
          .exec(group("g").on(pause(Duration.ZERO)))
          .exec(rendezVous(2))
          .exec(tryMax(1).on(pause(Duration.ZERO)))
          .exec(tryMax(1, "t").on(pause(Duration.ZERO)))
          .exec(exitHereIfFailed())
          .exec(feed(csv("a.csv", ';').circular()))
          .exec(feed(jsonFile("a.json").random()))
          .exec(feed(listFeeder(List.of(Map.of("k", "v"))).shuffle().partitioned()))
          .exec(feed(iteratorFeeder(List.<Map<String, Object>>of().iterator())))
          .exec(feed(generatorFeeder(() -> Map.of("k", 1)).queue()));
      ChainBuilder requests = exec(http("get").get("/a").header("X", "#{x}").header("Y", session -> "y")
              .queryParam("q", "#{q}").queryParam("r", session -> "r").timeout(Duration.ofSeconds(1))
              .disableFollowRedirect().basicAuth("u", "#{p}"))
          .exec(http("get2").get(session -> "/a"))
          .exec(http("silent").get("/a").silent())
          .exec(http("post").post("/a").formParam("a", "1").formParam("b", session -> "2"))
          .exec(http("post2").post(session -> "/a").body(stringBody("text #{x}")))
          .exec(http("put").put("/a").body(stringBody(session -> "text")))
          .exec(http("put2").put(session -> "/a").body(json("{\"a\": \"#{a}\"}")))
          .exec(http("patch").patch("/a").body(json(session -> "{}")))
          .exec(http("patch2").patch(session -> "/a").body(bytesBody(new byte[] {1})))
          .exec(http("delete").delete("/a").body(resourceBody("body.json")))
          .exec(http("delete2").delete(session -> "/a"))
          .exec(http("head").head("/a"))
          .exec(http("head2").head(session -> "/a"))
          .exec(http("options").options("/a"))
          .exec(http("options2").options(session -> "/a"))
          .exec(http("checks").get("/c").check(
              status().is(200), status().in(200, 201), status().not(500), header("ETag").exists(),
              header("X-None").notExists(), bodyString().optional().saveAs("body"), bodyLength().lt(10),
              bodyLength().gt(0), substring("a").count().gt(0), regex("id=(\\d+)").saveAs("id"),
              jsonPath("$.a").transform(Integer::parseInt).is(1), responseTime().lt(Duration.ofSeconds(1))))
          .exec(http("more checks").get("/c").check(
              css("h1"), css("a", "href").find(1), css("#{sel}").findAll().saveAs("all"), form("#login").saveAs("form"),
              xpath("//item").findRandom(), xpath("//s:item", Map.of("s", "urn:s")).count().is(2),
              currentLocation().is("#{url}"), currentLocationRegex("/(\\w+)$").find().is("c"),
              header("Set-Cookie").findAll().is(session -> List.of("a=1")), bodyBytes().exists(),
              md5().in("#{md5}", "x"), sha256().not("x"), regex("id").find(0).exists()));
      ScenarioBuilder shop = scenario("shop").exec(browse).exec(statics).exec(requests)
          .exec(http("first").get("/first"))
          .exec(http("page").get("/page").resources(http("css").get("/style.css"), http("logo").get("/logo.png")))
          .exec(session -> session)
          .pause(Duration.ZERO).pause(Duration.ZERO, Duration.ZERO).pace(Duration.ofSeconds(1))
          .repeat(1).on(browse).repeat(1, "i").on(browse).repeat(session -> 1).on(browse)
          .during(Duration.ofSeconds(1)).on(browse).during(Duration.ofSeconds(1), "d").on(browse)
          .forever().on(browse).forever("f").on(browse)
          .asLongAs(session -> true).on(browse).asLongAs(session -> true, "a").on(browse)
          .doIf(session -> true).then(browse).doIfOrElse(session -> true).then(browse).orElse(browse)
          .randomSwitch().on(percentage(1).then(browse)).uniformRandomSwitch().on(browse, browse)
          .roundRobinSwitch().on(browse, browse).group("g").on(browse).tryMax(1).on(browse)
          .tryMax(1, "t").on(browse).exitHereIfFailed().feed(users);
      setUp(shop.injectOpen(atOnceUsers(1), rampUsers(2).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl("http://127.0.0.1:8080").baseUrls("http://127.0.0.1:8080", "https://127.0.0.1:8443")
              .header("Accept", "application/json").userAgent("test").shareConnections().maxConnectionsPerHost(4)
              .keepAlive(true).enableHttp2().http2PriorKnowledge().retryOnStaleConnection(false).connectTimeout(Duration.ofSeconds(1))
              .requestTimeout(Duration.ofSeconds(2))
              .maxRedirects(3).disableFollowRedirect().trustStore("trust.p12", "changeit")
              .acceptCompressedResponses(true).maxConnectionsPerHost(2).disableCaching()
              .inferHtmlResources(allowList(".*\\.css"), denyList(".*ads.*"))
              .proxy(proxy("127.0.0.1", 3128).httpsPort(3129).credentials("tester", "secret"))
              .noProxyFor("localhost", "*.internal")
              .sensitiveHeaders("X-Api-Key").sensitiveSessionKeys("accessToken", "password"))
          .maxDuration(Duration.ofMinutes(1));
      http.disableCertificateVerification();
      http.baseUrl("https://127.0.0.1:8443").enableHttp3();
    }
  }

  /** Every workload model, throttle, chaining and assertion of the DSL. */
  static class Workloads extends Simulation {
    Workloads() {
      Duration second = Duration.ofSeconds(1);
      ScenarioBuilder s = scenario("s").exec(http("a").get("/a"));
      PopulationBuilder open = s.injectOpen(nothingFor(second), atOnceUsers(1), rampUsers(2).during(second),
          constantUsersPerSec(2).during(second).randomized(), constantUsersPerSec(2).during(second).randomized(7),
          rampUsersPerSec(1).to(3).during(second), stressPeakUsers(5).during(second),
          incrementUsersPerSec(1).times(2).eachLevelLasting(second).separatedByRampsLasting(second).startingFrom(1),
          users(2).every(Duration.ofSeconds(3)).during(Duration.ofSeconds(9)));
      PopulationBuilder closed = s.injectClosed(constantConcurrentUsers(2).during(second),
          rampConcurrentUsers(1).to(3).during(second),
          incrementConcurrentUsers(1).times(2).eachLevelLasting(second).separatedByRampsLasting(second).startingFrom(1),
          addUsers(2).every(Duration.ofSeconds(3)).during(Duration.ofSeconds(9)));
      PopulationBuilder jmeter = s.injectClosed(threads(10).rampUp(second).loops(2));
      PopulationBuilder jmeterTimed = s.injectClosed(threads(10).rampUp(second).during(second));
      PopulationBuilder jmeterBoth = s.injectClosed(threads(10).rampUp(second).loops(2).during(second));
      PopulationBuilder ab = s.injectClosed(requests(100).concurrency(10).timeLimit(second));
      Assertion described = global().responseTime().percentile(95).lt(Duration.ofMillis(500));
      setUp(open.andThen(closed), jmeter, jmeterTimed, jmeterBoth, ab)
          .protocols(http.baseUrl("demo"))
          .throttle(reachRps(10).in(second), holdFor(second), jumpToRps(20), holdFor(second))
          .baseline(baseline("src/test/loadtest/baselines/Workloads.json").p50().worseBy(10).percent()
              .p95().worseBy(15).percent().p99().worseBy(25).percent().throughput().worseBy(10).percent()
              .errorPercent().worseBy(0.5).points())
          .assertions(described,
              global().responseTime().min().lte(second), global().responseTime().max().gt(Duration.ZERO),
              forAll().responseTime().mean().gte(Duration.ZERO), forAll().responseTime().stdDev().is(Duration.ZERO),
              details("a").responseTime().percentile(99).between(Duration.ZERO, second),
              global().requestsPerSec().gt(1), global().peakRequestsPerSec().lt(100),
              global().failedRequests().count().is(0), global().failedRequests().percent().lte(1),
              details("a").successfulRequests().count().gte(1),
              details("a").successfulRequests().percent().between(99, 100),
              global().failedRequests().percent().lt(5).abortOnFail().notBefore(second).notBeforeRequests(10));
      assertThat(described.description()).isEqualTo(described.toString())
          .isEqualTo("global: 95th percentile of response time < 500 ms");
    }
  }

  /** Every cookie step and the protocol switch that turns the jars off. */
  static class Cookies extends Simulation {
    Cookies() {
      setUp(scenario("cookies")
              .exec(addCookie(cookie("locale", "#{locale}").withDomain("example.com").withPath("/shop")
                  .withSecure(true).withMaxAge(Duration.ofDays(1))))
              .exec(getCookieValue(cookieName("sessionid").withDomain("#{host}").withPath("/")).saveAs("session"))
              .exec(flushSessionCookies())
              .exec(flushCookieJar())
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl("http://127.0.0.1:8080").disableCookies());
    }
  }

  @Test
  void cookieStepsBuildIntoThePlan() {
    SimulationPlan plan = new Cookies().toPlan();

    assertThat(plan.populations().get(0).scenario().steps()).extracting(step -> step.getClass().getSimpleName())
        .containsExactly("AddCookie", "GetCookieValue", "FlushCookies", "FlushCookies");
    Step.AddCookie add = (Step.AddCookie) plan.populations().get(0).scenario().steps().get(0);
    assertThat(add.cookie().path()).isEqualTo("/shop");
    assertThat(add.cookie().maxAge()).contains(Duration.ofDays(1));
    assertThat(plan.protocol().cookies()).isFalse();
    assertThat(HttpProtocolBuilder.DEFAULT.toModel().cookies()).isTrue();
    assertThatThrownBy(() -> cookie(" ", "v")).hasMessage("cookie name must not be blank, was \" \"");
    assertThatThrownBy(() -> cookie("a", "v").withPath("shop"))
        .hasMessage("cookie path must start with \"/\", was \"shop\"");
    assertThatThrownBy(() -> cookie("a", "v").withMaxAge(Duration.ofSeconds(-1)))
        .hasMessage("cookie maxAge must be >= 0, was PT-1S");
    assertThatThrownBy(() -> getCookieValue(cookieName("a")).saveAs("")).hasMessageContaining("saveAs key");
  }

  static class WebSockets extends Simulation {
    WebSockets() {
      setUp(scenario("ws")
              .exec(ws("open").connect("/chat").header("X-A", "#{a}").header("X-B", session -> "b")
                  .subprotocols("chat", "v2")
                  .await(Duration.ofSeconds(1)).on(ws.checkTextMessage("hello").check(jsonPath("$.type").is("hello"))))
              .exec(ws("other").wsName("second").connect(session -> "wss://127.0.0.1/other"))
              .exec(ws("say").sendText("hi #{a}").await(Duration.ofSeconds(1))
                  .on(ws.checkTextMessage("reply").matching(jsonPath("$.type").is("echo"))
                      .check(jsonPath("$.id").saveAs("id"))))
              .exec(ws("computed").wsName("second").sendText(session -> "x"))
              .exec(ws("bytes").sendBytes(new byte[] {1}).await(Duration.ofMillis(100)).on(ws.checkTextMessage("b")))
              .exec(exec(ws("bye").close()))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl("http://127.0.0.1:8080"));
    }
  }

  @Test
  void webSocketStepsBuildIntoThePlan() {
    List<Step> steps = new WebSockets().toPlan().populations().get(0).scenario().steps();

    assertThat(steps).hasSize(6).allSatisfy(step -> assertThat(step).isInstanceOf(Step.WebSocket.class));
    Step.WebSocket open = (Step.WebSocket) steps.get(0);
    assertThat(open.socket()).isEqualTo(WsName.DEFAULT_SOCKET);
    io.throng.dsl.model.WsCommand.Connect connect = (io.throng.dsl.model.WsCommand.Connect) open.command();
    assertThat(connect.subprotocols()).containsExactly("chat", "v2");
    assertThat(connect.await().orElseThrow().checks()).extracting(check -> check.name()).containsExactly("hello");
    assertThat(((Step.WebSocket) steps.get(1)).socket()).isEqualTo("second");
    assertThat(((Step.WebSocket) steps.get(5)).command()).isInstanceOf(io.throng.dsl.model.WsCommand.Close.class);
    assertThatThrownBy(() -> ws(" ")).hasMessage("ws name must not be blank, was \" \"");
    assertThatThrownBy(() -> ws("a").connect("chat"))
        .hasMessage("ws path must start with \"/\" or be a full ws(s) URL, was \"chat\"");
    assertThatThrownBy(() -> ws("a").sendText("x").await(Duration.ZERO)).hasMessageContaining("await timeout");
    assertThatThrownBy(() -> ws("a").sendText("x").await(Duration.ofSeconds(1)).on())
        .hasMessage("await(...).on needs at least one ws.checkTextMessage(name) or sse.checkMessage(name)");
    assertThatThrownBy(() -> ws("a").connect("/x").subprotocols()).hasMessage("subprotocols needs at least one protocol");
  }

  static class EventStreams extends Simulation {
    EventStreams() {
      setUp(scenario("sse")
              .exec(sse("open").get("/events").header("X-A", "#{a}").header("X-B", session -> "b")
                  .await(Duration.ofSeconds(1)).on(sse.checkMessage("first").matching(header("event").is("tick"))
                      .check(jsonPath("$.n").saveAs("n"))))
              .exec(sse("other").sseName("second").get(session -> "http://127.0.0.1/other"))
              .exec(sse("next").await(Duration.ofSeconds(1)).on(sse.checkMessage("tick"), sse.checkMessage("tock")))
              .exec(exec(sse("end").close()))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl("http://127.0.0.1:8080"));
    }
  }

  @Test
  void serverSentEventStepsBuildIntoThePlan() {
    List<Step> steps = new EventStreams().toPlan().populations().get(0).scenario().steps();

    assertThat(steps).hasSize(4).allSatisfy(step -> assertThat(step).isInstanceOf(Step.Sse.class));
    Step.Sse open = (Step.Sse) steps.get(0);
    assertThat(open.stream()).isEqualTo(SseName.DEFAULT_STREAM);
    io.throng.dsl.model.SseCommand.Open get = (io.throng.dsl.model.SseCommand.Open) open.command();
    assertThat(get.headers()).hasSize(2);
    assertThat(get.await().orElseThrow().checks()).extracting(check -> check.name()).containsExactly("first");
    assertThat(((Step.Sse) steps.get(1)).stream()).isEqualTo("second");
    assertThat(((io.throng.dsl.model.SseCommand.Await) ((Step.Sse) steps.get(2)).command()).await().checks())
        .hasSize(2);
    assertThat(((Step.Sse) steps.get(3)).command()).isInstanceOf(io.throng.dsl.model.SseCommand.Close.class);
    assertThatThrownBy(() -> sse(" ")).hasMessage("sse name must not be blank, was \" \"");
    assertThatThrownBy(() -> sse("a").get("events"))
        .hasMessage("sse path must start with \"/\" or be a full http(s) URL, was \"events\"");
    assertThatThrownBy(() -> sse("a").await(Duration.ZERO)).hasMessageContaining("await timeout");
    assertThatThrownBy(() -> sse.checkMessage("")).hasMessageContaining("checkMessage name");
  }

  static class CustomMetrics extends Simulation {
    final Counter orders = counter("orders placed");
    final Gauge basket = gauge("basket size");
    final Trend queued = trend("queue position");

    CustomMetrics() {
      ScenarioBuilder buy = scenario("buy")
          .exec(session -> {
            orders.add(1);
            basket.set(-2);
            queued.record(7);
            return session;
          });
      setUp(buy.injectOpen(atOnceUsers(1))).protocols(http.baseUrl("http://127.0.0.1:8080"));
    }
  }

  @Test
  void customMetricsReachThePlanAndTheirBoundSinks() {
    CustomMetrics simulation = new CustomMetrics();
    SimulationPlan plan = simulation.toPlan();
    List<Long> seen = new java.util.ArrayList<>();
    plan.metrics().forEach(metric -> metric.sink().bind(value -> seen.add(value)));
    simulation.orders.add(3);
    simulation.basket.set(-2);
    simulation.queued.record(7);

    assertThat(plan.metrics()).extracting(CustomMetric::name, CustomMetric::kind).containsExactly(
        tuple("orders placed", CustomMetric.Kind.COUNTER), tuple("basket size", CustomMetric.Kind.GAUGE),
        tuple("queue position", CustomMetric.Kind.TREND));
    assertThat(seen).containsExactly(3L, -2L, 7L);
    assertThat(List.of(simulation.orders.name(), simulation.basket.name(), simulation.queued.name()))
        .containsExactly("orders placed", "basket size", "queue position");
    assertThat(simulation.counter("orders placed").toModel()).isSameAs(simulation.orders.toModel());
  }

  @Test
  void customMetricsRefuseBadNamesValuesAndUnboundUse() {
    CustomMetrics simulation = new CustomMetrics();

    assertThatThrownBy(() -> simulation.gauge("orders placed"))
        .hasMessage("custom metric \"orders placed\" is already a counter: give the gauge another name");
    assertThatThrownBy(() -> simulation.trend(" ")).hasMessage("trend needs a name, such as trend(\"orders placed\")");
    assertThatThrownBy(() -> simulation.counter("a\tb")).hasMessageContaining("without tabs, newlines");
    assertThatThrownBy(() -> simulation.counter("x".repeat(101))).hasMessageContaining("at most 100 characters");
    assertThatThrownBy(() -> simulation.orders.add(-1))
        .hasMessage("counter \"orders placed\" only grows: add must be >= 0, was -1 (a gauge(...) goes down too)");
    assertThatThrownBy(() -> simulation.queued.record(-1)).hasMessageContaining("record must be >= 0, was -1");
    assertThatThrownBy(() -> simulation.basket.set(1)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("takes values during a run only: update it from exec(session -> ...)");
  }

  @Test
  void everyWorkloadThrottleAndAssertionBuildsIntoThePlan() {
    SimulationPlan plan = new Workloads().toPlan();

    assertThat(plan.populations()).hasSize(5);
    assertThat(plan.populations().get(0).children()).hasSize(1);
    assertThat(plan.throttle()).hasSize(4);
    assertThat(plan.assertions()).hasSize(13);
    assertThat(plan.baseline().orElseThrow().tolerances()).hasSize(5);
    assertThat(baseline().toModel().file()).isEmpty();
  }

  @Test
  void everyMethodBuildsIntoThePlan() {
    Everything everything = new Everything();
    everything.before();
    everything.after();
    SimulationPlan plan = everything.toPlan();

    assertThat(everything.name()).isEqualTo("Everything");
    assertThat(everything.description()).isEmpty();
    assertThat(plan.description()).isEmpty();
    assertThat(plan.populations().get(0).scenario().steps()).hasSizeGreaterThan(20);
    assertThat(plan.protocol().baseUrls()).containsExactly("http://127.0.0.1:8080", "https://127.0.0.1:8443");
    assertThat(plan.protocol().maxRedirects()).isZero();
    assertThat(plan.protocol().tls().trustStore()).isPresent();
    assertThat(plan.populations().get(0).scenario().steps().get(0)).isInstanceOf(Step.Http.class);
  }

  @Test
  void sessionsReadAndWriteTypedValues() {
    Session session = Session.of("s", 7).set("n", "42").set("b", true).setAll(Map.of("d", 1.5)).remove("none");
    SimulationConfig config = SimulationConfig.EMPTY;

    assertThat(session.scenario()).isEqualTo("s");
    assertThat(session.userId()).isEqualTo(7);
    assertThat(session.getString("n")).isEqualTo("42");
    assertThat(session.getInt("n")).isEqualTo(42);
    assertThat(session.getLong("n")).isEqualTo(42L);
    assertThat(session.getDouble("d")).isEqualTo(1.5);
    assertThat(session.getBoolean("b")).isTrue();
    assertThat(session.get("b", Boolean.class)).isTrue();
    assertThat(session.contains("n")).isTrue();
    assertThat(session.find("none")).isEmpty();
    assertThat(session.asMap()).containsOnlyKeys("n", "b", "d");
    assertThat(session.markAsFailed().isFailed()).isTrue();
    assertThat(session.markAsFailed().markAsSucceeded().isFailed()).isFalse();
    assertThat(config.findString("x")).isEmpty();
    assertThat(config.findDuration("x")).isEmpty();
    assertThat(config.findLong("x")).isEmpty();
    assertThat(config.getString("x", "y")).isEqualTo("y");
    assertThat(config.getDuration("x", Duration.ZERO)).isZero();
    assertThat(config.getLong("x", 3)).isEqualTo(3);
    assertThat(SimulationConfig.of(Map.of("x", 4)).getLong("x", 3)).isEqualTo(4);
    assertThat(Optional.of(config).map(c -> SimulationConfig.using(c, () -> "built"))).contains("built");
    assertThatThrownBy(() -> config.getString("x")).hasMessageStartingWith("no configuration value for loadtest.x");
    assertThatThrownBy(() -> config.getDuration("x")).hasMessageStartingWith("no configuration value for loadtest.x");
    assertThat(session.set("secret", "hunter2").toString()).doesNotContain("hunter2").contains("secret");
  }

  @Test
  void noPublicMethodIsLeftOut() {
    JavaClasses classes = new ClassFileImporter().importPackages("io.throng.dsl");
    Set<String> used = classes.stream()
        .filter(c -> c.getName().startsWith(DslSurfaceTest.class.getName()))
        .flatMap(c -> c.getMethodCallsFromSelf().stream())
        .map(call -> call.getTarget().resolveMember().map(DslSurfaceTest::signature)
            .orElse(call.getTarget().getOwner().getName() + "." + call.getTarget().getName()))
        .collect(Collectors.toSet());
    Set<String> missing = new TreeSet<>();
    for (JavaClass type : classes) {
      if (!type.getPackageName().equals("io.throng.dsl") || !type.getModifiers().contains(JavaModifier.PUBLIC)
          || type.getName().contains("Test")) {
        continue;
      }
      type.getMethods().stream()
          .filter(m -> m.getModifiers().contains(JavaModifier.PUBLIC) && !m.getModifiers().contains(JavaModifier.SYNTHETIC))
          .map(DslSurfaceTest::signature)
          .filter(signature -> !used.contains(signature))
          .forEach(missing::add);
    }

    assertThat(missing).as("public DSL methods this test never calls").isEmpty();
  }

  /** Names that vary, template and file bodies, multipart uploads. */
  static ChainBuilder requestsAndBodies() {
    return exec(http(session -> "page " + session.userId()).get("/p"))
        .exec(http("page #{i}").get("/p/#{i}"))
        .exec(http("upload").post("/u").formUpload("file", "a.bin")
            .bodyPart(stringBodyPart("s", "#{x}").charset("UTF-8").contentType("text/plain"))
            .bodyPart(byteArrayBodyPart("b", new byte[] {1}).fileName("b.bin"))
            .bodyPart(fileBodyPart("f", "a.bin")).bodyPart(resourceBodyPart("r", "r.txt")))
        .exec(http("multipart").post("/m").formParam("a", "1").asMultipartForm())
        .exec(http("map").post("/m").formParamMap(Map.of("a", "1")).formParamMap("#{form}")
            .formParamMap(session -> Map.of("b", 2)).multivaluedFormParam("c", List.of("1", "#{x}"))
            .multivaluedFormParam("d", "#{ds}").multivaluedFormParam("e", session -> List.of(1, 2)))
        .exec(http("el").post("/e").body(elFileBody("order.json")))
        .exec(http("rawFile").post("/r").body(rawFileBody("a.bin")));
  }

  private static String signature(JavaMethod method) {
    return method.getOwner().getName() + "." + method.getName() + method.getRawParameterTypes().stream()
        .map(JavaClass::getName).collect(Collectors.joining(",", "(", ")"));
  }

  private static String signature(com.tngtech.archunit.core.domain.JavaMember member) {
    return member instanceof JavaMethod method ? signature(method) : member.getFullName();
  }
}
