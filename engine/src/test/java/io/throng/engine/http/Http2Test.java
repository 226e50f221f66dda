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
import io.throng.engine.testing.Http2Server;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.ResetRequests;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.TestCertificates;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HTTP/2 against an in-process Netty h2 server: over TLS chosen by ALPN (with the JDK provider and
 * BoringSSL) and over cleartext with prior knowledge, every response the server sent counted OK
 * or KO; a page's resources multiplexed on the user's one connection; a shared pool within the
 * server's max concurrent streams; a GOAWAY's refused streams sent again; a timed-out stream reset
 * while its connection goes on; HTTP/1.1 when the server does not offer h2.
 */
@Timeout(60)
class Http2Test {

  private static final String PROVIDER = "loadtest.http.tlsProvider";
  private static final String TRUST_STORE = "loadtest.trustStore";
  private static final int USERS = 4;
  private static final int REQUESTS = 10;

  @TempDir static Path certificates;
  @TempDir Path results;
  private static TestCertificates loopback;

  @BeforeAll
  static void makeCertificates() throws Exception {
    loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
  }

  private static HttpProtocolBuilder protocol(SimulationConfig config) {
    HttpProtocolBuilder http2 = http.baseUrl(config.getString("baseUrl")).enableHttp2();
    return config.findString("trustStore")
        .map(store -> http2.trustStore(store, TestCertificates.PASSWORD))
        .orElse(http2.http2PriorKnowledge());
  }

  public static class Items extends Simulation {
    public Items() {
      setUp(scenario("items").repeat(REQUESTS, "i").on(exec(http("item").get("/item/#{i}")
              .check(status().is(200), bodyString().is("h2 /item/#{i}"))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(protocol(config()));
    }
  }

  public static class Plain extends Simulation {
    public Plain() {
      setUp(scenario("plain").repeat(REQUESTS).on(exec(http("plain").get("/plain").check(bodyString().is("ok"))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(protocol(config()));
    }
  }

  public static class Resets extends Simulation {
    public Resets() {
      setUp(ResetRequests.twoUsers(Http2Server.RESET, Http2Server.REFUSE)).protocols(protocol(config()));
    }
  }

  public static class Lying extends Simulation {
    public Lying() {
      setUp(scenario("lying").repeat(2).on(exec(http("shorter").get(Http2Server.LYING + "7"))
              .exec(http("longer").get(Http2Server.LYING + "-7")).exec(http("true").get(Http2Server.LYING + "0")))
          .injectOpen(atOnceUsers(1)))
          .protocols(protocol(config()));
    }
  }

  public static class Page extends Simulation {
    public Page() {
      setUp(scenario("page").exec(http("page").get(Http2Server.PAGE)).injectOpen(atOnceUsers(1)))
          .protocols(protocol(config()).inferHtmlResources());
    }
  }

  public static class SlowItems extends Simulation {
    public SlowItems() {
      setUp(scenario("slow").repeat(3).on(exec(http("slow").get("/slow"))).injectOpen(atOnceUsers(1)))
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

  @ParameterizedTest
  @ValueSource(strings = {"jdk", "openssl"})
  void overTlsEveryRequestGoesOverH2OnOneConnectionPerUser(String provider) throws Exception {
    try (Http2Server server = new Http2Server(loopback.serverContext(), 100, 0, 0)) {
      Runs.Outcome run = Runs.run(Items.class, results, server.baseUrl(), PROVIDER, provider,
          TRUST_STORE, loopback.trustStore().toString());

      assertThat(run.result().ok()).isEqualTo(USERS * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.connections.get()).isEqualTo(USERS);
      assertThat(run.totals().protocols).containsExactly(Map.entry("item: h2", (long) USERS * REQUESTS));
    }
  }

  @Test
  void withPriorKnowledgeCleartextGoesOverH2c() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 0, 0)) {
      Runs.Outcome run = Runs.run(Items.class, results, server.baseUrl());

      assertThat(run.result().ok()).isEqualTo(USERS * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(USERS * REQUESTS);
      assertThat(server.connections.get()).isEqualTo(USERS);
      assertThat(run.totals().protocols).containsExactly(Map.entry("item: h2", (long) USERS * REQUESTS));
    }
  }

  @Test
  void aPagesResourcesGoOutConcurrentlyOnTheUsersOneConnection() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 200, 0)) {
      Runs.Outcome run = Runs.run(Page.class, results, server.baseUrl());

      assertThat(run.result().ok()).isEqualTo(7);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(7);
      assertThat(server.connections.get()).isEqualTo(1);
      assertThat(server.mostConcurrentStreams.get()).isEqualTo(6);
    }
  }

  @Test
  void aSharedPoolKeepsWithinTheServersMaxConcurrentStreams() throws Exception {
    try (Http2Server server = new Http2Server(null, 3, 20, 0)) {
      Runs.Outcome run = Runs.run(SharedItems.class, results, server.baseUrl());

      assertThat(run.result().ok()).isEqualTo(12 * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(12 * REQUESTS);
      assertThat(server.mostConcurrentStreams.get()).isEqualTo(3);
      assertThat(server.connections.get()).isGreaterThan(1);
    }
  }

  @Test
  void streamsRefusedByAGoAwayAreSentOnceMoreOnANewConnectionAndCounted() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 20, 5)) {
      Runs.Outcome run = Runs.run(SharedItems.class, results, server.baseUrl(), "loadtest.http.requestTimeout", "5s");

      assertThat(server.goAways.get()).isEqualTo(1);
      assertThat(run.totals().retried).isPositive();
      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(12 * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.responses.get()).isEqualTo(run.result().ok());
      assertThat(server.connections.get()).isGreaterThan(1);
    }
  }

  @Test
  void resetStreamsAreKosAndARefusedGetIsSentOnceMore() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 0, 0)) {
      Runs.Outcome run = Runs.run(Resets.class, results, server.baseUrl());

      assertThat(run.result().ko()).isEqualTo(6);
      assertThat(run.totals().errors).containsOnly(
          Map.entry("reset: PROTOCOL stream reset by the server (CANCEL)", 2L),
          Map.entry("refused get: REFUSED stream refused by the server (REFUSED_STREAM)", 2L),
          Map.entry("refused post: REFUSED stream refused by the server (REFUSED_STREAM)", 2L));
      assertThat(run.totals().retriedByName).containsOnly(Map.entry("refused get", 2L));
    }
  }

  @Test
  void aTimedOutStreamIsResetAndTheConnectionGoesOnWithTheNextOnes() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 1_000, 0)) {
      Runs.Outcome run = Runs.run(SlowItems.class, results, server.baseUrl(), "loadtest.http.requestTimeout", "300ms");

      assertThat(run.result().ko()).isEqualTo(3);
      assertThat(run.totals().errors).containsOnly(Map.entry("slow: TIMEOUT no response within 300 ms", 3L));
      assertThat(server.connections.get()).as("each timed-out stream reset, its connection kept").isEqualTo(1);
      assertThat(server.responses.get()).as("no answer written to a reset stream").isZero();
    }
  }

  @Test
  void aBodyThatIsNotAsLongAsItsContentLengthIsAKoSayingSo() throws Exception {
    try (Http2Server server = new Http2Server(null, 100, 0, 0)) {
      Runs.Outcome run = Runs.run(Lying.class, results, server.baseUrl());

      assertThat(server.responses.get()).isEqualTo(6);
      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(run.result().ko()).isEqualTo(4);
      assertThat(run.totals().errors).hasSize(2).allSatisfy((name, count) -> {
        assertThat(name).containsAnyOf("shorter: PROTOCOL malformed response:", "longer: PROTOCOL malformed response:")
            .containsIgnoringCase("content-length");
        assertThat(count).isEqualTo(2);
      });
      assertThat(server.connections.get()).as("a stream error, not the connection's").isEqualTo(1);
    }
  }

  @Test
  void aServerThatDoesNotOfferH2IsAskedOverHttp11() throws Exception {
    try (RecordingServer server = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = Runs.run(Plain.class, results, server.baseUrl(), TRUST_STORE, loopback.trustStore().toString());

      assertThat(run.result().ok()).isEqualTo(USERS * REQUESTS);
      assertThat(run.result().ko()).isZero();
      assertThat(server.received("/plain")).hasSize(USERS * REQUESTS);
      // Asked for h2, answered in HTTP/1.1: the report says what the requests actually used.
      assertThat(run.totals().protocols).containsExactly(Map.entry("plain: h1", (long) USERS * REQUESTS));
    }
  }

  @Test
  void priorKnowledgeAgainstAnHttp11ServerIsAKoSayingSo() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Items.class, results, server.baseUrl());

      assertThat(run.result().ok()).isZero();
      assertThat(run.result().ko()).isEqualTo(USERS * REQUESTS);
      assertThat(run.totals().errors.keySet()).allSatisfy(error -> assertThat(error).contains("HTTP/2"));
      assertThat(run.totals().protocols).as("no request got a connection to speak on").isEmpty();
    }
  }
}
