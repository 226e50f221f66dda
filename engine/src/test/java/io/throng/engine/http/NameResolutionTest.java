package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.LoopbackDnsServer;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hosts first met during the run, looked up by Netty's asynchronous resolver pointed at a real
 * DNS server on loopback: a name it knows reaches the target and is asked for once however many
 * requests use it, {@code localhost} comes from {@code /etc/hosts} without asking it, and an
 * unknown name is a DNS KO that says so, asked for once too. A base URL's host is asked of the
 * same server, once, before the run.
 */
class NameResolutionTest {

  @TempDir Path results;

  /** Each user sends three requests to each of three hosts computed from the session. */
  public static class RuntimeHosts extends Simulation {
    public RuntimeHosts() {
      String port = config().getString("port");
      setUp(scenario("dns").repeat(3).on(
              exec(session -> session.set("known", "shop.test").set("local", "localhost").set("unknown", "nowhere.invalid"))
                  .exec(http("known").get(session -> "http://" + session.getString("known") + ":" + port + "/known"))
                  .exec(http("local").get(session -> "http://" + session.getString("local") + ":" + port + "/local"))
                  .exec(http("unknown").get(session -> "http://" + session.getString("unknown") + ":" + port + "/no")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void hostsMetDuringTheRunAreResolvedAsynchronouslyAndCached() throws Exception {
    try (RecordingServer server = new RecordingServer();
        LoopbackDnsServer dns = new LoopbackDnsServer(Map.of("shop.test", "127.0.0.1"))) {
      String port = server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1);
      Runs.Outcome run = Runs.run(RuntimeHosts.class, results, server.baseUrl(), "loadtest.port", port,
          "loadtest.http.dnsServers", dns.address(), "loadtest.eventLoops", "2");

      assertThat(run.totals().okByName).containsEntry("known", 6L).containsEntry("local", 6L);
      assertThat(server.received("/known")).hasSize(6)
          .allSatisfy(request -> assertThat(request.header("Host")).isEqualTo("shop.test:" + port));
      assertThat(server.received("/local")).hasSize(6);
      assertThat(server.received("/no")).isEmpty();
      assertThat(run.totals().errors).containsExactly(Map.entry("unknown: DNS unknown host nowhere.invalid", 6L));
      // Cached: at most one question per record type (A, AAAA) from each of the run's 2 event loops
      // while no answer is cached yet (their first lookups may overlap), not one per request (12).
      assertThat(dns.questionsFor("shop.test")).isBetween(1, 4);
      assertThat(dns.questionsFor("nowhere.invalid")).isBetween(1, 4);
      assertThat(dns.questionsFor("localhost")).isZero();
    }
  }

  /** On one event loop: user 0 asks for a host whose lookup is held, user 1 sends requests meanwhile. */
  public static class SlowLookup extends Simulation {
    public SlowLookup() {
      String port = config().getString("port");
      setUp(scenario("slow").doIfOrElse(session -> session.userId() == 0)
              .then(exec(http("slow").get(session -> "http://slow.test:" + port + "/slow")))
              .orElse(repeat(FAST_REQUESTS).on(exec(http("fast").get("/fast"))))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  static final int FAST_REQUESTS = 5;

  @Test
  void aPendingLookupDoesNotHoldUpTheOtherUsersOfItsEventLoop() throws Exception {
    CountDownLatch fastDone = new CountDownLatch(FAST_REQUESTS);
    try (RecordingServer server = new RecordingServer();
        LoopbackDnsServer dns = new LoopbackDnsServer(Map.of("slow.test", "127.0.0.1")).hold("slow.test", fastDone)) {
      server.route("/fast", (request, exchange) -> {
        fastDone.countDown();
        RecordingServer.respond(exchange, 200, "ok");
      });
      String port = server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1);
      Runs.Outcome run = Runs.run(SlowLookup.class, results, server.baseUrl(), "loadtest.port", port,
          "loadtest.http.dnsServers", dns.address(), "loadtest.eventLoops", "1");

      // The answer waited for every fast request: they all went out while the lookup was pending.
      assertThat(dns.releasedInTime("slow.test")).isTrue();
      assertThat(run.totals().okByName).containsEntry("fast", (long) FAST_REQUESTS).containsEntry("slow", 1L);
    }
  }

  /** Two users, one request each to the base URL. */
  public static class BaseHost extends Simulation {
    public BaseHost() {
      setUp(scenario("base").exec(http("base").get("/base")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aBaseUrlsHostIsAskedOfTheConfiguredDnsServersOnceBeforeTheRun() throws Exception {
    try (RecordingServer server = new RecordingServer();
        LoopbackDnsServer dns = new LoopbackDnsServer(Map.of("base.test", "127.0.0.1"))) {
      String port = server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1);
      Runs.Outcome run = Runs.run(BaseHost.class, results, "http://base.test:" + port,
          "loadtest.http.dnsServers", dns.address());

      assertThat(run.totals().okByName).containsEntry("base", 2L);
      assertThat(server.received("/base")).hasSize(2)
          .allSatisfy(request -> assertThat(request.header("Host")).isEqualTo("base.test:" + port));
      // Once for the run (A, and AAAA when asked too), not per user or per event loop.
      assertThat(dns.questionsFor("base.test")).isBetween(1, 2);
    }
  }

  @Test
  void aBaseUrlsHostNoConfiguredDnsServerKnowsStopsTheRunBeforeItStarts() throws Exception {
    try (LoopbackDnsServer dns = new LoopbackDnsServer(Map.of())) {
      assertThatThrownBy(() -> Runs.run(BaseHost.class, results, "http://nowhere.invalid:8080",
              "loadtest.http.dnsServers", dns.address()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("cannot resolve host nowhere.invalid of http://nowhere.invalid:8080"
              + " (check the URL and loadtest.http.dnsServers)");
      assertThat(dns.questionsFor("nowhere.invalid")).isPositive();
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "10.0.0.2|/10.0.0.2:53",
      "127.0.0.1:5353|/127.0.0.1:5353",
      " 127.0.0.1:5353 |/127.0.0.1:5353",
      "[::1]:5353|/[0:0:0:0:0:0:0:1]:5353",
      "::1|/[0:0:0:0:0:0:0:1]:53"})
  void dnsServersAreIpAddressesWithAnOptionalPort(String setting, String address) {
    assertThat(NameResolution.servers(List.of(setting))).singleElement().hasToString(address);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dns.example", "127.0.0.1:dns", "127.0.0.1:70000", "", "[::1"})
  void aDnsServerThatIsNoIpAddressIsRefusedNamingTheSetting(String setting) {
    assertThatThrownBy(() -> NameResolution.servers(List.of(setting)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.http.dnsServers must hold IP addresses with an optional port (127.0.0.1:5353), was \""
            + setting + "\"");
  }

  @Test
  void theAddressesParsedAreLiteralsNeverLookedUp() {
    assertThat(NameResolution.servers(List.of("127.0.0.1")))
        .containsExactly(new InetSocketAddress(InetAddress.getLoopbackAddress(), 53));
  }
}
