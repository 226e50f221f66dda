package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each virtual user keeps its own cookies, sends them where they belong, and only when cookies are on. */
class CookiesTest {

  @TempDir Path results;

  /** Each user: refused before signing in, signs in, then sees the page its cookie opens. */
  public static class SignIn extends Simulation {
    public SignIn() {
      setUp(scenario("sign in")
              .exec(http("anonymous").get("/page").check(status().is(403)))
              .exec(http("login").post("/login").formParam("user", "u"))
              .exec(http("page").get("/page"))
              .injectOpen(atOnceUsers(20)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void twentyUsersSignInAndEachSeesItsPage() throws Exception {
    Set<String> sessions = ConcurrentHashMap.newKeySet();
    AtomicInteger signedInViews = new AtomicInteger();
    try (RecordingServer server = new RecordingServer()) {
      server.route("/login", (request, exchange) -> {
        String id = UUID.randomUUID().toString();
        sessions.add(id);
        RecordingServer.respond(exchange, 200, "welcome", "Set-Cookie", "sid=" + id + "; Path=/; HttpOnly");
      });
      server.route("/page", (request, exchange) -> {
        String cookie = request.header("Cookie");
        boolean signedIn = cookie != null && cookie.startsWith("sid=") && sessions.contains(cookie.substring(4));
        if (signedIn) {
          signedInViews.incrementAndGet();
        }
        RecordingServer.respond(exchange, signedIn ? 200 : 403, signedIn ? "page" : "sign in first");
      });

      Runs.Outcome run = Runs.run(SignIn.class, results, server.baseUrl());

      assertThat(run.totals().ko).isZero();
      assertThat(run.totals().ok).isEqualTo(60);
      assertThat(sessions).hasSize(20);
      assertThat(signedInViews).hasValue(20);
      assertThat(server.received("/page")).filteredOn(r -> r.header("Cookie") == null).hasSize(20);
    }
  }

  /** Redirects on the same host and to another one (localhost), each hop with the cookies of its URL. */
  public static class Redirected extends Simulation {
    public Redirected() {
      setUp(scenario("redirects")
              .exec(http("start").get("/start"))
              .exec(http("hop").get("/hop"))
              .exec(http("away").get("/away").header("Cookie", "own=0"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void redirectsCarryTheCookiesOfEachHopsUrl() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      String localhost = server.baseUrl().replace("127.0.0.1", "localhost");
      server.route("/start", (request, exchange) -> RecordingServer.respond(exchange, 200, "", "Set-Cookie", "early=1"));
      server.route("/hop", (request, exchange) ->
          RecordingServer.respond(exchange, 302, "", "Set-Cookie", "hop=2", "Location", "/landed"));
      server.route("/away", (request, exchange) ->
          RecordingServer.respond(exchange, 302, "", "Set-Cookie", "local=3", "Location", localhost + "/there"));
      server.route("/there", (request, exchange) -> RecordingServer.respond(exchange, 302, "",
          "Set-Cookie", "lh=4", "Location", server.baseUrl() + "/back"));

      Runs.Outcome run = Runs.run(Redirected.class, results, server.baseUrl());

      assertThat(run.totals().ko).isZero();
      assertThat(server.received("/landed")).singleElement()
          .satisfies(r -> assertThat(r.header("Cookie")).isEqualTo("early=1; hop=2"));
      assertThat(server.received("/away")).singleElement()
          .satisfies(r -> assertThat(r.header("Cookie")).isEqualTo("own=0; early=1; hop=2"));
      assertThat(server.received("/there")).singleElement()
          .satisfies(r -> assertThat(r.header("Host")).startsWith("localhost:"))
          .satisfies(r -> assertThat(r.header("Cookie")).isNull());
      assertThat(server.received("/back")).singleElement()
          .satisfies(r -> assertThat(r.header("Cookie")).isEqualTo("early=1; hop=2; local=3"));
    }
  }

  /** Users sharing one connection: each gets a cookie naming it, and must only ever send its own. */
  public static class SharedPool extends Simulation {
    public SharedPool() {
      setUp(scenario("shared")
              .exec(session -> session.set("uid", session.userId()))
              .exec(http("set").get("/set").queryParam("uid", "#{uid}"))
              .repeat(5).on(exec(http("echo").get("/echo").queryParam("uid", "#{uid}")))
              .injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")).shareConnections().maxConnectionsPerHost(1));
    }
  }

  @Test
  void usersOnASharedPoolNeverSeeEachOthersCookies() throws Exception {
    Map<String, String> mismatches = new ConcurrentHashMap<>();
    try (RecordingServer server = new RecordingServer()) {
      server.route("/set", (request, exchange) -> RecordingServer.respond(exchange, 200, "",
          "Set-Cookie", "who=" + request.query().substring("uid=".length())));
      server.route("/echo", (request, exchange) -> {
        String expected = "who=" + request.query().substring("uid=".length());
        if (!expected.equals(request.header("Cookie"))) {
          mismatches.put(request.query(), String.valueOf(request.header("Cookie")));
        }
        RecordingServer.respond(exchange, 200, "");
      });

      Runs.Outcome run = Runs.run(SharedPool.class, results, server.baseUrl());

      assertThat(run.totals().ok).isEqualTo(60);
      assertThat(server.received("/echo")).hasSize(50);
      assertThat(server.received("/echo").stream().map(RecordingServer.Received::query).distinct()).hasSize(10);
      assertThat(mismatches).isEmpty();
    }
  }

  /** An API client: no jar, only the Cookie header the request writes. */
  public static class NoCookies extends Simulation {
    public NoCookies() {
      setUp(scenario("api")
              .exec(http("set").get("/set"))
              .exec(http("plain").get("/plain"))
              .exec(http("explicit").get("/explicit").header("Cookie", "token=t"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).disableCookies());
    }
  }

  @Test
  void disabledCookiesAreNeitherKeptNorSent() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/set", (request, exchange) -> RecordingServer.respond(exchange, 200, "", "Set-Cookie", "a=1"));

      Runs.Outcome run = Runs.run(NoCookies.class, results, server.baseUrl());

      assertThat(run.totals().ok).isEqualTo(3);
      assertThat(server.received("/plain")).singleElement().satisfies(r -> assertThat(r.header("Cookie")).isNull());
      assertThat(server.received("/explicit")).singleElement()
          .satisfies(r -> assertThat(r.header("Cookie")).isEqualTo("token=t"));
    }
  }
}
