package io.throng.engine.user;

import static io.throng.dsl.Dsl.addCookie;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.cookie;
import static io.throng.dsl.Dsl.cookieName;
import static io.throng.dsl.Dsl.flushCookieJar;
import static io.throng.dsl.Dsl.flushSessionCookies;
import static io.throng.dsl.Dsl.getCookieValue;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scenario's own cookie steps work on the same jar the responses fill. */
class CookieStepsTest {

  @TempDir Path results;

  public static class Steps extends Simulation {
    public Steps() {
      setUp(scenario("cookies")
              .exec(session -> session.set("flavour", "oat"))
              .exec(addCookie(cookie("#{flavour}", "v-#{flavour}")))
              .exec(addCookie(cookie("kept", "k").withMaxAge(Duration.ofHours(1))))
              .exec(addCookie(cookie("elsewhere", "e").withPath("/other")))
              .exec(addCookie(cookie("secure", "s").withSecure(true)))
              .exec(addCookie(cookie("foreign", "f").withDomain("example.com")))
              .exec(http("set").get("/set"))
              .exec(http("all").get("/all"))
              .exec(getCookieValue(cookieName("sid").withPath("/")).saveAs("sid"))
              .exec(http("saved").get("/saved").queryParam("sid", "#{sid}"))
              .exec(flushSessionCookies())
              .exec(http("persistent").get("/persistent"))
              .exec(flushCookieJar())
              .exec(http("none").get("/none"))
              .exec(getCookieValue(cookieName("sid")).saveAs("gone"))
              .exitHereIfFailed()
              .exec(http("never").get("/never"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void addReadAndFlushTheUsersCookies() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/set", (request, exchange) -> RecordingServer.respond(exchange, 200, "", "Set-Cookie", "sid=s1"));

      Runs.Outcome run = Runs.run(Steps.class, results, server.baseUrl());

      assertThat(header(server, "/all")).isEqualTo("oat=v-oat; kept=k; sid=s1");
      assertThat(server.received("/saved")).singleElement().satisfies(r -> assertThat(r.query()).isEqualTo("sid=s1"));
      assertThat(header(server, "/persistent")).isEqualTo("kept=k");
      assertThat(header(server, "/none")).isNull();
      assertThat(server.received("/never")).isEmpty();
      assertThat(run.totals().userErrors).containsOnly(Map.entry(
          "cookies: getCookieValue #2 java.util.NoSuchElementException no cookie \"sid\" in the user's jar", 1L));
      assertThat(run.totals().ko).isZero();
    }
  }

  public static class DisabledButUsed extends Simulation {
    public DisabledButUsed() {
      setUp(scenario("api").exec(flushCookieJar()).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).disableCookies());
    }
  }

  @Test
  void refusesCookieStepsWhenCookiesAreDisabled() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      assertThatThrownBy(() -> Runs.run(DisabledButUsed.class, results, server.baseUrl()))
          .hasMessageContaining("flushCookieJar #1 needs the users' cookie jars, which http.disableCookies() turns off");
      assertThat(server.received()).isEmpty();
    }
  }

  private static String header(RecordingServer server, String path) {
    return server.received(path).get(0).header("Cookie");
  }
}
