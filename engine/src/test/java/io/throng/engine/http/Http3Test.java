package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.dsl.SimulationConfig;
import io.throng.engine.testing.Http3Server;
import io.throng.engine.testing.ResetRequests;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.TestCertificates;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTP/3 against an in-process Netty HTTP/3 server on a loopback UDP port: every request counted
 * OK or KO as the server counted it, one QUIC connection per user with a page's resources as
 * concurrent streams on it, a shared pool, a GOAWAY's refused streams sent again, streams the
 * server resets, a certificate the client does not trust, nobody listening, a timeout, and the
 * streams in flight at the end of the run; and the embedded demo target's HTTP/3 listener.
 */
@Timeout(60)
class Http3Test {

  private static final String TRUST_STORE = "loadtest.trustStore";
  private static final int USERS = 4;
  private static final int REQUESTS = 10;

  @TempDir static Path certificates;
  @TempDir Path results;
  private static TestCertificates loopback;
  private static TestCertificates elsewhere;

  @BeforeAll
  static void makeCertificates() throws Exception {
    loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
    elsewhere = TestCertificates.generate(certificates, "elsewhere", "dns:elsewhere.example");
  }

  private static HttpProtocolBuilder protocol(SimulationConfig config) {
    HttpProtocolBuilder http3 = http.baseUrl(config.getString("baseUrl")).enableHttp3()
        .connectTimeout(Duration.ofSeconds(1));
    if (config.findString("verify").filter("off"::equals).isPresent()) {
      return http3.disableCertificateVerification();
    }
    return config.findString("trustStore").map(store -> http3.trustStore(store, TestCertificates.PASSWORD)).orElse(http3);
  }

  public static class Items extends Simulation {
    public Items() {
      setUp(scenario("items").repeat(REQUESTS, "i").on(exec(http("item").get("/item/#{i}")
              .check(status().is(200), bodyString().is("h3 /item/#{i}"))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(protocol(config()));
    }
  }

  public static class SharedItems extends Simulation {
    public SharedItems() {
      setUp(scenario("items").repeat(REQUESTS, "i").on(exec(http("item").get("/item/#{i}")))
          .injectOpen(atOnceUsers(12)))
          .protocols(protocol(config()).shareConnections());
    }
  }

  public static class Resets extends Simulation {
    public Resets() {
      setUp(ResetRequests.twoUsers(Http3Server.RESET, Http3Server.REFUSE)).protocols(protocol(config()));
    }
  }

  public static class Page extends Simulation {
    public Page() {
      setUp(scenario("page").exec(http("page").get(Http3Server.PAGE)).injectOpen(atOnceUsers(1)))
          .protocols(protocol(config()).inferHtmlResources());
    }
  }

  public static class One extends Simulation {
    public One() {
      setUp(scenario("one").exec(http("item").get("/item/1")).injectOpen(atOnceUsers(2)))
          .protocols(protocol(config()));
    }
  }

  public static class Never extends Simulation {
    public Never() {
      setUp(scenario("never").exec(http("never").get(Http3Server.NEVER)).exec(http("after").get("/after"))
          .injectOpen(atOnceUsers(2)))
          .protocols(protocol(config()));
    }
  }

  public static class Cut extends Simulation {
    public Cut() {
      setUp(scenario("never").exec(http("never").get(Http3Server.NEVER)).injectOpen(atOnceUsers(2)))
          .protocols(protocol(config())).maxDuration(Duration.ofSeconds(1));
    }
  }

  /** The demo target over HTTP/3, and an absolute URL to another server on the same address. */
  public static class DemoAndAnother extends Simulation {
    public DemoAndAnother() {
      setUp(scenario("demo").exec(http("demo").get("/api/user/1").check(status().is(200)))
          .exec(http("another").get(config().getString("another") + "/item/1"))
          .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")).enableHttp3().connectTimeout(Duration.ofSeconds(1)));
    }
  }

  @Test
  void theDemoTargetAnswersOverH3AndOnlyItsOwnCertificateIsTrustedBesideTheJdks() throws Exception {
    try (Http3Server another = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(DemoAndAnother.class, results, "demo", "loadtest.another", another.baseUrl());

      assertThat(run.totals().protocols).containsOnly(Map.entry("demo: h3", 2L));
      assertThat(run.totals().statuses).containsOnly(Map.entry("demo: 200", 2L));
      assertThat(another.responses.get()).isZero();
      assertThat(run.totals().errors.keySet()).singleElement().asString()
          .startsWith("another: TLS QUIC handshake failed").endsWith("CERTIFICATE_VERIFY_FAILED");
    }
  }

  @Test
  void everyRequestGoesOverH3OnOneQuicConnectionPerUserAndIsCountedAsTheServerCountsIt() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(Items.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString());

      assertThat(run.result().ok()).isEqualTo(USERS * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.connections.get()).isEqualTo(USERS);
      assertThat(run.totals().ok).isEqualTo(USERS * REQUESTS);
      assertThat(run.totals().statuses).containsOnly(Map.entry("item: 200", (long) USERS * REQUESTS));
      assertThat(run.totals().protocols).containsOnly(Map.entry("item: h3", (long) USERS * REQUESTS));
      assertThat(run.totals().bytesSent).isPositive();
      assertThat(run.totals().bytesReceived).isPositive();
    }
  }

  @Test
  void aPagesResourcesGoOutConcurrentlyOnTheUsersOneConnection() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 200)) {
      Runs.Outcome run = Runs.run(Page.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString());

      assertThat(run.result().ok()).isEqualTo(7);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(7);
      assertThat(server.connections.get()).isEqualTo(1);
      assertThat(server.mostConcurrentStreams.get()).isEqualTo(6);
    }
  }

  @Test
  void usersOfAnEventLoopShareQuicConnections() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 20)) {
      Runs.Outcome run = Runs.run(SharedItems.class, results, server.baseUrl(),
          TRUST_STORE, loopback.trustStore().toString(), "loadtest.eventLoops", "2");

      assertThat(run.result().ok()).isEqualTo(12 * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(12 * REQUESTS);
      assertThat(server.connections.get()).isEqualTo(2);
      assertThat(server.mostConcurrentStreams.get()).isGreaterThan(1);
    }
  }

  @Test
  void streamsRefusedByAGoAwayAreSentOnceMoreOnANewConnectionAndCounted() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 20, 100, 5)) {
      Runs.Outcome run = Runs.run(SharedItems.class, results, server.baseUrl(), TRUST_STORE,
          loopback.trustStore().toString(), "loadtest.http.requestTimeout", "5s");

      assertThat(server.goAways.get()).isEqualTo(1);
      assertThat(run.totals().retried).isPositive();
      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(12 * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(run.result().ok());
      // Every request the server read is answered once, or was refused and read again.
      assertThat(server.requests.get()).isEqualTo(run.result().ok() + run.totals().retried);
      assertThat(server.connections.get()).isGreaterThan(1);
    }
  }

  @Test
  void streamsTheServerResetsAreKosNamingTheCodeAndARejectedGetIsSentOnceMore() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(Resets.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString(),
          "loadtest.http.requestTimeout", "5s");

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(6);
      assertThat(run.totals().errors).containsOnly(
          Map.entry("reset: PROTOCOL stream reset by the server (H3_REQUEST_CANCELLED)", 2L),
          Map.entry("refused get: REFUSED stream refused by the server (H3_REQUEST_REJECTED)", 2L),
          Map.entry("refused post: REFUSED stream refused by the server (H3_REQUEST_REJECTED)", 2L));
      assertThat(run.totals().retriedByName).containsOnly(Map.entry("refused get", 2L));
      // Two users' three requests, and the rejected GETs once more.
      assertThat(server.requests.get()).isEqualTo(8);
    }
  }

  @Test
  void aCertificateTheClientDoesNotTrustIsAKoSayingWhy() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(One.class, results, server.baseUrl());

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(server.responses.get()).isZero();
      assertThat(run.totals().errors).containsOnly(Map.entry("item: TLS QUIC handshake failed: the server's certificate"
          + " does not verify (not trusted, or not for this host name): CERTIFICATE_VERIFY_FAILED", 2L));
    }
  }

  @Test
  void aTrustedCertificateForAnotherHostIsAKo() throws Exception {
    try (Http3Server server = new Http3Server(elsewhere, 0)) {
      Runs.Outcome run = Runs.run(One.class, results, server.baseUrl(), TRUST_STORE, elsewhere.trustStore().toString());

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(server.responses.get()).isZero();
      assertThat(run.totals().errors.keySet()).singleElement().asString().endsWith("CERTIFICATE_VERIFY_FAILED");
    }
  }

  @Test
  void withVerificationDisabledAnyCertificateIsAccepted() throws Exception {
    try (Http3Server server = new Http3Server(elsewhere, 0)) {
      Runs.Outcome run = Runs.run(One.class, results, server.baseUrl(), "loadtest.verify", "off");

      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(2);
    }
  }

  @Test
  void aPortWithNobodyListeningIsAConnectKoWithinTheConnectTimeout() throws Exception {
    int port;
    try (DatagramSocket socket = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    long start = System.nanoTime();
    Runs.Outcome run = Runs.run(One.class, results, "https://127.0.0.1:" + port);

    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
    assertThat(run.result().ok()).isZero();
    assertThat(run.result().ko()).isEqualTo(2);
    assertThat(run.totals().errors).containsOnly(Map.entry("item: CONNECT no QUIC handshake with 127.0.0.1:" + port
        + " within 1000 ms (does it answer HTTP/3 on UDP?)", 2L));
  }

  @Test
  void aStreamWithoutAnswerTimesOutAndTheConnectionGoesOn() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(Never.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString(),
          "loadtest.http.requestTimeout", "500ms");

      assertThat(run.totals().errors).containsOnly(Map.entry("never: TIMEOUT no response within 500 ms", 2L));
      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(server.requests.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.connections.get()).isEqualTo(2);
    }
  }

  @Test
  void streamsInFlightAtTheEndOfTheRunAreCancelledAndCounted() throws Exception {
    try (Http3Server server = new Http3Server(loopback, 0)) {
      Runs.Outcome run = Runs.run(Cut.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString(),
          "loadtest.gracePeriod", "200ms");

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(run.totals().errors.keySet()).singleElement().asString().startsWith("never: CANCELLED ");
      assertThat(server.requests.get()).isEqualTo(run.result().ok() + run.result().ko());
    }
  }
}
