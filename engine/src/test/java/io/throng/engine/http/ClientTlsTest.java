package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.TestCertificates;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import io.netty.handler.ssl.OpenSsl;
import io.netty.handler.ssl.SslProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * https against a real local TLS server with a self-signed certificate: verified by default (so
 * refused), accepted with the explicit opt-out or a trust store holding it, and refused when the
 * certificate does not name the host; each with the JDK provider and with BoringSSL, which the
 * tests have on their class path.
 */
class ClientTlsTest {

  private static final String PROVIDER = "loadtest.http.tlsProvider";

  @TempDir static Path certificates;
  @TempDir Path results;
  private static TestCertificates loopback;
  private static TestCertificates elsewhere;

  @BeforeAll
  static void makeCertificates() throws Exception {
    loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
    elsewhere = TestCertificates.generate(certificates, "elsewhere", "dns:elsewhere.test");
  }

  public static class Verified extends Simulation {
    public Verified() {
      setUp(scenario("tls").exec(http("secure").get("/secure")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class Unverified extends Simulation {
    public Unverified() {
      setUp(scenario("tls").exec(http("secure").get("/secure")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")).disableCertificateVerification());
    }
  }

  public static class Trusted extends Simulation {
    public Trusted() {
      setUp(scenario("tls").exec(http("secure").get("/secure")).exec(http("again").get("/secure"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl"))
              .trustStore(config().getString("trustStore"), TestCertificates.PASSWORD));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"jdk", "openssl"})
  void anUntrustedCertificateIsAKoThatSaysSo(String provider) throws Exception {
    try (RecordingServer server = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = Runs.run(Verified.class, results, server.baseUrl(), PROVIDER, provider);

      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(run.totals().errors).hasSize(1);
      assertThat(run.totals().errors.keySet().iterator().next())
          .startsWith("secure: TLS TLS handshake failed: ").contains("PKIX path building failed");
      assertThat(server.received()).isEmpty();
    }
  }

  @ParameterizedTest
  @CsvSource({"jdk, JDK", "openssl, OpenSSL (BoringSSL)"})
  void theExplicitOptOutAcceptsAnyCertificateAndTheConsoleSaysWhichProviderRan(String provider, String shown)
      throws Exception {
    try (RecordingServer server = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = Runs.run(Unverified.class, results, server.baseUrl(), PROVIDER, provider);

      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(server.received("/secure")).hasSize(2);
      assertThat(run.console()).contains("TLS provider: " + shown + " (loadtest.http.tlsProvider)");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"jdk", "openssl"})
  void aTrustStoreHoldingTheCertificateIsTrusted(String provider) throws Exception {
    try (RecordingServer server = RecordingServer.https(loopback.serverContext())) {
      Runs.Outcome run = Runs.run(Trusted.class, results, server.baseUrl(), PROVIDER, provider,
          "loadtest.trustStore", loopback.trustStore().toString());

      assertThat(run.result().ok()).isEqualTo(4);
      assertThat(run.result().ko()).isZero();
      assertThat(server.received("/secure")).hasSize(4);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"jdk", "openssl"})
  void aTrustedCertificateForAnotherHostIsRefused(String provider) throws Exception {
    try (RecordingServer server = RecordingServer.https(elsewhere.serverContext())) {
      Runs.Outcome run = Runs.run(Trusted.class, results, server.baseUrl(), PROVIDER, provider,
          "loadtest.trustStore", elsewhere.trustStore().toString());

      assertThat(run.result().ok()).isZero();
      // BoringSSL's engine adds the certificate's names after the JDK trust manager's words.
      String reason = " TLS TLS handshake failed: No subject alternative names matching IP address 127.0.0.1 found";
      assertThat(run.totals().errors).hasSize(2).hasEntrySatisfying(
          run.totals().errors.keySet().stream().filter(key -> key.startsWith("secure:")).findFirst().orElseThrow(),
          count -> assertThat(count).isEqualTo(2));
      assertThat(run.totals().errors.keySet()).anySatisfy(key -> assertThat(key).startsWith("secure:" + reason))
          .anySatisfy(key -> assertThat(key).startsWith("again:" + reason));
    }
  }

  public static class RedirectedToHttps extends Simulation {
    public RedirectedToHttps() {
      setUp(scenario("tls").exec(http("go").get("/go")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /**
   * A plain-HTTP run builds its TLS context only when a redirect first leads to https, and that
   * context verifies as one built before the run does.
   */
  @Test
  void aRedirectFromPlainHttpToHttpsBuildsTheContextThenAndStillVerifies() throws Exception {
    try (RecordingServer secure = RecordingServer.https(loopback.serverContext());
        RecordingServer plain = new RecordingServer()) {
      plain.route("/go", (request, exchange) ->
          RecordingServer.respond(exchange, 302, "", "Location", secure.baseUrl() + "/secure"));

      Runs.Outcome run = Runs.run(RedirectedToHttps.class, results, plain.baseUrl());

      assertThat(plain.received("/go")).hasSize(2);
      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(run.totals().errors.keySet()).singleElement().asString()
          .startsWith("go: TLS TLS handshake failed: ").contains("PKIX path building failed");
      assertThat(secure.received()).isEmpty();
    }
  }

  @ParameterizedTest
  @CsvSource({"http://127.0.0.1:1, auto, false", "https://127.0.0.1:1, auto, true", "http://127.0.0.1:1, jdk, true"})
  void onlyAPlainHttpProtocolWithTheAutomaticProviderLeavesItsContextForLater(
      String baseUrl, String provider, boolean builtNow) {
    HttpProtocol protocol = new HttpProtocol(List.of(baseUrl), Map.of(),
        new HttpProtocol.ConnectionPolicy.PerUser(), true, Optional.empty(), Optional.empty(),
        HttpProtocol.defaults().maxRedirects(), HttpProtocol.defaults().tls(),
        Optional.empty(), List.of());

    TlsContext context = ClientTls.context(protocol, provider);

    assertThat(context.buildsOnFirstUse()).isEqualTo(!builtNow);
    assertThat(context.get().join()).isNotNull().isSameAs(context.get().join());
  }

  @Test
  void anUnreadableTrustStoreStopsTheRunBeforeItStarts() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Runs.run(Trusted.class, results, "https://127.0.0.1:1",
            "loadtest.trustStore", certificates.resolve("none.p12").toString()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("trustStore \"" + certificates.resolve("none.p12") + "\" is neither a file");
  }

  @Test
  void boringSslIsOnTheTestClassPathSoBothProvidersAreTested() {
    assertThat(OpenSsl.isAvailable()).as("OpenSSL unavailable: %s", OpenSsl.unavailabilityCause()).isTrue();
  }

  @ParameterizedTest
  @CsvSource({"auto, OPENSSL", "AUTO, OPENSSL", "jdk, JDK", "openssl, OPENSSL", " Jdk , JDK"})
  void theProviderSettingPicksAProvider(String setting, SslProvider expected) {
    assertThat(ClientTls.provider(setting)).isEqualTo(expected);
  }

  @Test
  void anUnknownProviderIsRefusedNamingTheSetting() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ClientTls.provider("boring"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.http.tlsProvider must be auto, jdk or openssl, was \"boring\"");
  }
}
