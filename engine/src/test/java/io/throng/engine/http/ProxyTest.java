package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.proxy;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.ProxyBuilder;
import io.throng.dsl.Simulation;
import io.throng.dsl.SimulationConfig;
import io.throng.engine.testing.ForwardingProxy;
import io.throng.engine.testing.Http2Server;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.TestCertificates;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requests through a real forwarding proxy on loopback ({@link ForwardingProxy}) to real origins:
 * plain http in absolute form, https through a {@code CONNECT} tunnel with the origin's
 * certificate verified, the credentials sent to the proxy and shown nowhere, the
 * {@code noProxyFor} hosts direct, and a refusing or absent proxy as KOs that name it; HTTP/2
 * chosen by ALPN inside the tunnel, and plain http staying HTTP/1.1 to the proxy.
 */
class ProxyTest {

  private static final String PASSWORD = "s3cret-Pa55";
  private static final String AUTHORIZATION =
      "Basic " + Base64.getEncoder().encodeToString(("tester:" + PASSWORD).getBytes(StandardCharsets.UTF_8));

  @TempDir static Path certificates;
  @TempDir Path results;
  private static TestCertificates loopback;
  private static TestCertificates elsewhere;

  @BeforeAll
  static void makeCertificates() throws Exception {
    loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
    elsewhere = TestCertificates.generate(certificates, "elsewhere", "dns:elsewhere.test");
  }

  private static HttpProtocolBuilder protocol(SimulationConfig config) {
    ProxyBuilder proxy = proxy("127.0.0.1", (int) config.getLong("proxyPort", 0))
        .credentials("tester", PASSWORD);
    HttpProtocolBuilder protocol = http.baseUrl(config.getString("baseUrl")).proxy(proxy)
        .noProxyFor("localhost", "*.internal");
    return config.findString("trustStore")
        .map(store -> protocol.trustStore(store, TestCertificates.PASSWORD)).orElse(protocol);
  }

  /** Three users, each to the base URL and to a second origin. */
  public static class TwoOrigins extends Simulation {
    public TwoOrigins() {
      setUp(scenario("proxied").exec(http("home").get("/home"))
              .exec(http("other").get(config().getString("otherUrl") + "/other"))
              .injectOpen(atOnceUsers(3)))
          .protocols(protocol(config()));
    }
  }

  @Test
  void plainHttpGoesToTheProxyInAbsoluteFormOnOneConnectionPerUser() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = new RecordingServer();
        RecordingServer other = new RecordingServer()) {
      Runs.Outcome run = twoOrigins(proxy.port(), origin, other.baseUrl());

      assertThat(run.result().ok()).isEqualTo(6);
      assertThat(run.result().ko()).isZero();
      assertThat(origin.received("/home")).hasSize(3);
      assertThat(other.received("/other")).hasSize(3);
      assertThat(proxy.seen()).hasSize(6)
          .allSatisfy(seen -> assertThat(seen.authorization()).isEqualTo(AUTHORIZATION))
          .filteredOn(seen -> seen.requestLine().equals("GET " + origin.baseUrl() + "/home HTTP/1.1")).hasSize(3);
      assertThat(proxy.seen()).filteredOn(seen -> seen.requestLine().equals("GET " + other.baseUrl() + "/other HTTP/1.1"))
          .hasSize(3);
      // Pooled by proxy: a user's request to its second origin reuses its connection to the proxy.
      assertThat(proxy.connections()).isEqualTo(3);
      assertThat(origin.received("/home")).allSatisfy(received -> {
        assertThat(received.header("Proxy-Authorization")).isNull();
        assertThat(received.header("Host")).isEqualTo(origin.baseUrl().substring("http://".length()));
      });
      assertThat(run.console()).contains("HTTP proxy: 127.0.0.1:" + proxy.port() + ", https through port "
          + proxy.port() + ", direct to localhost, *.internal");
      assertNoCredentialsShown(run);
    }
  }

  @Test
  void aHostOnlyTheProxyKnowsIsNotLookedUpByTheLoadGenerator() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = new RecordingServer()) {
      String unknown = origin.baseUrl().replace("127.0.0.1", "shop.invalid");
      Runs.Outcome run = Runs.run(TwoOrigins.class, results, unknown, "loadtest.proxyPort",
          String.valueOf(proxy.port()), "loadtest.otherUrl", unknown);

      assertThat(run.result().ok()).isEqualTo(6);
      assertThat(origin.received("/home")).hasSize(3)
          .allSatisfy(received -> assertThat(received.header("Host")).startsWith("shop.invalid:"));
      assertThat(proxy.seen()).hasSize(6).allSatisfy(seen -> assertThat(seen.requestLine()).contains("shop.invalid"));
    }
  }

  @Test
  void theNoProxyHostsGoDirect() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = new RecordingServer();
        RecordingServer direct = new RecordingServer()) {
      String localhost = direct.baseUrl().replace("127.0.0.1", "localhost");
      Runs.Outcome run = twoOrigins(proxy.port(), origin, localhost);

      assertThat(run.result().ok()).isEqualTo(6);
      assertThat(direct.received("/other")).hasSize(3);
      assertThat(proxy.seen()).hasSize(3).noneSatisfy(seen -> assertThat(seen.requestLine()).contains("localhost"));
    }
  }

  public static class Secure extends Simulation {
    public Secure() {
      setUp(scenario("tunnel").exec(http("secure").get("/secure")).exec(http("again").get("/secure"))
              .injectOpen(atOnceUsers(2)))
          .protocols(protocol(config()));
    }
  }

  /** Two users, ten requests each, over HTTP/2 when the origin picks it. */
  public static class Http2Items extends Simulation {
    public Http2Items() {
      setUp(scenario("h2 tunnel").repeat(10, "i").on(exec(http("item").get("/item/#{i}")
              .check(bodyString().is("h2 /item/#{i}"))))
          .injectOpen(atOnceUsers(2)))
          .protocols(protocol(config()).enableHttp2());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"jdk", "openssl"})
  void http2IsChosenByAlpnInsideTheTunnelAndEveryResponseIsCounted(String provider) throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        Http2Server origin = new Http2Server(loopback.serverContext(), 100, 0, 0)) {
      Runs.Outcome run = secure(Http2Items.class, proxy.port(), origin.baseUrl(), loopback,
          "loadtest.http.tlsProvider", provider);

      assertThat(run.result().ok()).isEqualTo(20);
      assertThat(run.result().ko()).isZero();
      assertThat(origin.responses.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(run.totals().protocols).containsExactly(Map.entry("item: h2", 20L));
      // One tunnel per user, its requests multiplexed on the one HTTP/2 connection inside it.
      assertThat(origin.connections.get()).isEqualTo(2);
      assertOneTunnelPerUser(proxy, origin.baseUrl());
      assertNoCredentialsShown(run);
    }
  }

  @Test
  void http2FallsBackToHttp11InsideTheTunnelWhenTheOriginDoesNotOfferIt() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = secure(Http2Items.class, proxy.port(), origin.baseUrl(), loopback);

      // Answered, over HTTP/1.1, by a server whose body is "ok": each request is a 200 whose body check fails.
      assertThat(run.result().ko()).isEqualTo(20);
      assertThat(run.totals().statuses).containsExactly(Map.entry("item: 200", 20L));
      assertThat(origin.received()).hasSize(20);
      assertThat(run.totals().protocols).containsExactly(Map.entry("item: h1", 20L));
      assertThat(proxy.seen()).hasSize(2).allSatisfy(seen -> assertThat(seen.requestLine()).startsWith("CONNECT "));
    }
  }

  /** Plain http with prior knowledge, to a proxy: the proxy takes HTTP/1.1 requests in absolute form. */
  public static class PriorKnowledge extends Simulation {
    public PriorKnowledge() {
      setUp(scenario("h2c via proxy").exec(http("home").get("/home")).injectOpen(atOnceUsers(2)))
          .protocols(protocol(config()).http2PriorKnowledge());
    }
  }

  @Test
  void plainHttpWithPriorKnowledgeStaysHttp11ToTheProxy() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = new RecordingServer()) {
      Runs.Outcome run = Runs.run(PriorKnowledge.class, results, origin.baseUrl(), "loadtest.proxyPort",
          String.valueOf(proxy.port()));

      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(run.result().ko()).isZero();
      assertThat(origin.received("/home")).hasSize(2);
      assertThat(run.totals().protocols).containsExactly(Map.entry("home: h1", 2L));
      assertThat(proxy.seen()).hasSize(2)
          .allSatisfy(seen -> assertThat(seen.requestLine()).isEqualTo("GET " + origin.baseUrl() + "/home HTTP/1.1"));
    }
  }

  @Test
  void httpsGoesThroughAConnectTunnelAndVerifiesTheOrigin() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = secure(proxy.port(), origin, loopback);

      assertThat(run.result().ok()).isEqualTo(4);
      assertThat(run.result().ko()).isZero();
      assertThat(origin.received("/secure")).hasSize(4);
      // One tunnel per user, kept alive for its second request.
      assertOneTunnelPerUser(proxy, origin.baseUrl());
      assertNoCredentialsShown(run);
    }
  }

  @Test
  void anOriginCertificateForAnotherHostIsRefusedInsideTheTunnel() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.forwarding();
        RecordingServer origin = RecordingServer.https(elsewhere.serverContext())) {
      Runs.Outcome run = secure(proxy.port(), origin, elsewhere);

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(4);
      assertThat(run.totals().errors.keySet()).allSatisfy(reason -> assertThat(reason)
          .contains("TLS handshake failed: No subject alternative names matching IP address 127.0.0.1"));
      assertThat(proxy.seen()).isNotEmpty().allSatisfy(seen -> assertThat(seen.requestLine()).startsWith("CONNECT "));
      assertThat(origin.received()).isEmpty();
    }
  }

  @Test
  void aProxyRefusingTheTunnelMakesKosThatNameIt() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.refusing();
        RecordingServer origin = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = secure(proxy.port(), origin, loopback);

      String authority = origin.baseUrl().substring("https://".length());
      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(4);
      assertThat(run.totals().ko).isEqualTo(4);
      assertThat(run.totals().errors).containsOnlyKeys(
          "secure: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused CONNECT to " + authority
              + ": 407 Proxy Authentication Required",
          "again: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused CONNECT to " + authority
              + ": 407 Proxy Authentication Required");
      assertThat(origin.received()).isEmpty();
      assertNoCredentialsShown(run);
    }
  }

  @Test
  void aProxyNotAnsweringTheTunnelWithinTheConnectTimeoutMakesKosThatNameIt() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.silent();
        RecordingServer origin = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = secure(proxy.port(), origin, loopback, "loadtest.http.connectTimeout", "300ms");

      String authority = origin.baseUrl().substring("https://".length());
      assertThat(run.result().ko()).isEqualTo(4);
      assertThat(run.totals().errors.keySet()).containsOnly(
          "secure: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused CONNECT to " + authority + ": timeout",
          "again: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused CONNECT to " + authority + ": timeout");
    }
  }

  @Test
  void aProxyRefusingPlainHttpMakesKosThatNameIt() throws Exception {
    try (ForwardingProxy proxy = ForwardingProxy.refusing();
        RecordingServer origin = new RecordingServer()) {
      Runs.Outcome run = twoOrigins(proxy.port(), origin, origin.baseUrl());

      assertThat(run.result().ko()).isEqualTo(6);
      assertThat(run.totals().errors).containsOnlyKeys(
          "home: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused GET " + origin.baseUrl()
              + "/home: 407 Proxy Authentication Required",
          "other: CONNECT proxy 127.0.0.1:" + proxy.port() + " refused GET " + origin.baseUrl()
              + "/other: 407 Proxy Authentication Required");
      assertThat(origin.received()).isEmpty();
      assertNoCredentialsShown(run);
    }
  }

  @Test
  void aProxyPortWithNothingListeningMakesConnectKosThatNameIt() throws Exception {
    int closedPort;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = free.getLocalPort();
    }
    try (RecordingServer origin = new RecordingServer()) {
      Runs.Outcome run = twoOrigins(closedPort, origin, origin.baseUrl());

      assertThat(run.result().ko()).isEqualTo(6);
      assertThat(run.totals().errors).containsOnlyKeys(
          "home: CONNECT connection refused: proxy 127.0.0.1:" + closedPort,
          "other: CONNECT connection refused: proxy 127.0.0.1:" + closedPort);
      assertThat(origin.received()).isEmpty();
    }
    try (RecordingServer origin = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = secure(closedPort, origin, loopback);

      assertThat(run.result().ko()).isEqualTo(4);
      assertThat(run.totals().errors).containsOnlyKeys(
          "secure: CONNECT connection refused: proxy 127.0.0.1:" + closedPort,
          "again: CONNECT connection refused: proxy 127.0.0.1:" + closedPort);
      assertThat(origin.received()).isEmpty();
    }
  }

  private Runs.Outcome twoOrigins(int proxyPort, RecordingServer origin, String otherUrl) throws Exception {
    return Runs.run(TwoOrigins.class, results, origin.baseUrl(), "loadtest.proxyPort", String.valueOf(proxyPort),
        "loadtest.otherUrl", otherUrl);
  }

  private Runs.Outcome secure(int proxyPort, RecordingServer origin, TestCertificates trusted, String... more)
      throws Exception {
    return secure(Secure.class, proxyPort, origin.baseUrl(), trusted, more);
  }

  private Runs.Outcome secure(Class<? extends Simulation> simulation, int proxyPort, String originUrl,
      TestCertificates trusted, String... more) throws Exception {
    List<String> properties = new ArrayList<>(List.of("loadtest.proxyPort", String.valueOf(proxyPort),
        "loadtest.trustStore", trusted.trustStore().toString()));
    properties.addAll(List.of(more));
    return Runs.run(simulation, results, originUrl, properties.toArray(String[]::new));
  }

  /** The proxy got one {@code CONNECT} to the origin from each of the two users, with the credentials. */
  private static void assertOneTunnelPerUser(ForwardingProxy proxy, String originUrl) {
    String authority = originUrl.substring("https://".length());
    assertThat(proxy.seen()).hasSize(2).allSatisfy(seen -> {
      assertThat(seen.requestLine()).isEqualTo("CONNECT " + authority + " HTTP/1.1");
      assertThat(seen.authorization()).isEqualTo(AUTHORIZATION);
    });
  }

  private static void assertNoCredentialsShown(Runs.Outcome run) throws Exception {
    String token = AUTHORIZATION.substring("Basic ".length());
    String runLog = Files.readString(run.result().runLog());
    assertThat(runLog).doesNotContain(PASSWORD).doesNotContain(token);
    assertThat(run.console()).doesNotContain(PASSWORD).doesNotContain(token);
  }
}
