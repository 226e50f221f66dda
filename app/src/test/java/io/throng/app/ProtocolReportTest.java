package io.throng.app;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.demo.DemoTarget;
import io.throng.report.ReportGenerator;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The protocol each request actually used reaches every output: a run asking for HTTP/2 of a
 * server that speaks it shows h2, and of an HTTPS server that offers no h2 in its handshake (the
 * JDK's, which has no ALPN) shows h1, in stats.json, the statistics table and summary.md.
 */
@Timeout(60)
class ProtocolReportTest {

  private static final int USERS = 2;
  private static final int REQUESTS = 5;
  private static final String PASSWORD = "changeit";

  /** Package-private, so the catalog tests that scan this module's test classes do not see it. */
  static class Items extends Simulation {
    Items() {
      String baseUrl = config().getString("baseUrl");
      HttpProtocolBuilder http2 = http.baseUrl(baseUrl).enableHttp2().disableCertificateVerification();
      setUp(scenario("items").repeat(REQUESTS).on(exec(http("item").get("/hello")))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(baseUrl.startsWith("https:") ? http2 : http2.http2PriorKnowledge());
    }
  }

  @Test
  void aServerSpeakingH2ShowsH2(@TempDir Path results) throws Exception {
    Path report;
    try (DemoTarget target = DemoTarget.start()) {
      report = runAndReport(results, target.baseUri().toString());
      assertThat(target.requestsServed()).isEqualTo(USERS * REQUESTS);
    }

    assertProtocolShown(report, "h2");
  }

  @Test
  void anHttpsServerOfferingNoH2ShowsH1(@TempDir Path dir) throws Exception {
    HttpsServer server = httpsServer(dir);
    AtomicInteger served = new AtomicInteger();
    server.createContext("/", exchange -> {
      try (InputStream body = exchange.getRequestBody(); OutputStream out = exchange.getResponseBody()) {
        body.readAllBytes();
        served.incrementAndGet();
        exchange.sendResponseHeaders(200, 2);
        out.write("ok".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      }
    });
    server.start();
    Path report;
    try {
      report = runAndReport(dir.resolve("runs"), "https://127.0.0.1:" + server.getAddress().getPort());
    } finally {
      server.stop(0);
    }

    assertThat(served.get()).isEqualTo(USERS * REQUESTS);
    assertProtocolShown(report, "h1");
  }

  private static void assertProtocolShown(Path report, String protocol) throws Exception {
    String stats = Files.readString(report.resolve("stats.json"));
    assertThat(stats).containsPattern(Pattern.compile(
        "\"name\" : \"item\",.*?\"ko\" : 0,.*?\"protocols\" : \\{\\s*\"" + protocol + "\" : " + USERS * REQUESTS
            + "\\s*}", Pattern.DOTALL));
    assertThat(report.resolve("index.html")).content()
        .containsPattern(">item</a></th><td>" + protocol + "</td><td>" + USERS * REQUESTS + "</td>");
    assertThat(report.resolve("summary.md")).content().contains("| item | " + protocol + " | " + USERS * REQUESTS + " | 0 |");
  }

  private static Path runAndReport(Path results, String baseUrl) throws Exception {
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    RunResult result = Engine.run(Items.class, new RunOptions(results, Map.of("loadtest.baseUrl", baseUrl), quiet));
    ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions());
    return result.runDirectory();
  }

  /** An HTTPS server on loopback with a key made by the JDK's keytool: the JDK's server speaks no h2. */
  private static HttpsServer httpsServer(Path dir) throws Exception {
    Path keys = dir.resolve("keys.p12");
    Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
        "-genkeypair", "-alias", "loopback", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=loopback",
        "-ext", "san=ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12", "-keystore", keys.toString(),
        "-storepass", PASSWORD, "-keypass", PASSWORD).inheritIO().start();
    assertThat(keytool.waitFor()).isZero();
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keys)) {
      store.load(in, PASSWORD.toCharArray());
    }
    KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keyManagers.init(store, PASSWORD.toCharArray());
    SSLContext tls = SSLContext.getInstance("TLS");
    tls.init(keyManagers.getKeyManagers(), null, null);
    HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setHttpsConfigurator(new HttpsConfigurator(tls));
    return server;
  }
}
