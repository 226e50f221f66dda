package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyLength;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.header;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.regex;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static io.throng.dsl.Dsl.substring;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * gzip and deflate responses from a real JDK server, with a Content-Length and chunked: the
 * checks read the decoded body and its decoded length, the bytes received stay the compressed
 * ones, Accept-Encoding is sent only when the protocol asks, and a body that does not decode is a
 * PROTOCOL KO that says so while the run goes on.
 */
class BodyInflaterTest {

  /** A JSON body that compresses well: a name, then many items that say "needle". */
  static final String JSON = "{\"name\":\"Ada\",\"items\":[" + String.join(",",
      java.util.Collections.nCopies(200, "{\"text\":\"a needle in a haystack\"}")) + "]}";
  static final byte[] PLAIN = JSON.getBytes(StandardCharsets.UTF_8);

  @TempDir Path results;

  /** Every check that reads the body, on whatever the {@code path} setting serves. */
  public static class ReadsTheBody extends Simulation {
    public ReadsTheBody() {
      setUp(scenario("compressed").exec(http("body").get(config().getString("path")).check(
              status().is(200), jsonPath("$.name").is("Ada"), substring("needle").count().is(200),
              regex("\"text\":\"(a \\w+)").is("a needle"), bodyString().transform(String::length).is(PLAIN.length),
              bodyLength().is(PLAIN.length)))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")).acceptCompressedResponses(true));
    }
  }

  /** Only the body's length: decoded, though nothing is kept. */
  public static class ReadsTheLength extends Simulation {
    public ReadsTheLength() {
      setUp(scenario("length").exec(http("length").get(config().getString("path")).check(bodyLength().is(PLAIN.length)))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** No check reads the body: it is neither kept nor decoded, and a corrupt one goes unnoticed. */
  public static class IgnoresTheBody extends Simulation {
    public IgnoresTheBody() {
      setUp(scenario("ignore").exec(http("ignore").get(config().getString("path"))
              .check(header("Content-Encoding").is("gzip")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"/gzip-length", "/gzip-chunked", "/x-gzip-length", "/deflate-length", "/deflate-chunked",
      "/raw-deflate-chunked", "/identity-length"})
  void checksReadTheDecodedBody(String path) throws Exception {
    try (RecordingServer server = compressingServer()) {
      Runs.Outcome run = Runs.run(ReadsTheBody.class, results, server.baseUrl(), "loadtest.path", path);

      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(3);
      assertThat(server.received(path)).hasSize(3)
          .allSatisfy(request -> assertThat(request.header("Accept-encoding")).isEqualTo("gzip, deflate"));
    }
  }

  @Test
  void theBytesReceivedAreTheCompressedOnes() throws Exception {
    try (RecordingServer server = compressingServer()) {
      Runs.Outcome run = Runs.run(ReadsTheBody.class, results, server.baseUrl(), "loadtest.path", "/gzip-length");

      assertThat(run.result().ok()).isEqualTo(3);
      assertThat(gzip(PLAIN).length).isLessThan(PLAIN.length / 10);
      // Three bodies decoded to PLAIN.length each, yet what came over the wire is far less.
      assertThat(run.totals().bytesReceived).isPositive().isLessThan(PLAIN.length);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"/gzip-chunked", "/deflate-length", "/identity-length"})
  void bodyLengthIsTheDecodedLengthWithoutAcceptEncodingSentByDefault(String path) throws Exception {
    try (RecordingServer server = compressingServer()) {
      Runs.Outcome run = Runs.run(ReadsTheLength.class, results, server.baseUrl(), "loadtest.path", path);

      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(server.received(path)).allSatisfy(request -> assertThat(request.header("Accept-encoding")).isNull());
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "/corrupt-gzip|body: PROTOCOL corrupt gzip body: Input is not in the GZIP format",
      "/truncated-gzip|body: PROTOCOL corrupt gzip body: it ends before its compressed data does",
      "/corrupt-deflate|body: PROTOCOL corrupt deflate body: decompression failure (invalid stored block lengths)"})
  void aBodyThatDoesNotDecodeIsAProtocolKo(String path, String error) throws Exception {
    try (RecordingServer server = compressingServer()) {
      Runs.Outcome run = Runs.run(ReadsTheBody.class, results, server.baseUrl(), "loadtest.path", path);

      assertThat(run.result().ko()).isEqualTo(3);
      assertThat(run.totals().errors).containsExactly(Map.entry(error, 3L));
      assertThat(server.received(path)).hasSize(3);
    }
  }

  @Test
  void aSmallGzipBodyThatDecodesPastTheCapIsTheCapsKo() throws Exception {
    byte[] bomb = gzip(new byte[64 << 20]);
    try (RecordingServer server = compressingServer()) {
      server.route("/bomb", (request, exchange) -> send(exchange, "gzip", bomb, true));
      Runs.Outcome run = Runs.run(ReadsTheBody.class, results, server.baseUrl(), "loadtest.path", "/bomb",
          "loadtest.http.maxBodyBytes", "64KiB");

      assertThat(bomb.length).isLessThan(100_000);
      assertThat(run.totals().errors).containsExactly(Map.entry("body: CHECK response body larger than 65536 bytes"
          + " (loadtest.http.maxBodyBytes), which the checks need whole", 3L));
    }
  }

  @Test
  void aBodyNoCheckReadsIsNotDecoded() throws Exception {
    try (RecordingServer server = compressingServer()) {
      Runs.Outcome run = Runs.run(IgnoresTheBody.class, results, server.baseUrl(), "loadtest.path", "/corrupt-gzip");

      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(2);
    }
  }

  private static RecordingServer compressingServer() throws IOException {
    byte[] corrupt = new byte[300];
    Arrays.fill(corrupt, (byte) 'x');
    byte[] gzip = gzip(PLAIN);
    return new RecordingServer()
        .route("/gzip-length", (request, exchange) -> send(exchange, "gzip", gzip, false))
        .route("/gzip-chunked", (request, exchange) -> send(exchange, "gzip", gzip, true))
        .route("/x-gzip-length", (request, exchange) -> send(exchange, "x-gzip", gzip, false))
        .route("/deflate-length", (request, exchange) -> send(exchange, "deflate", deflate(PLAIN, false), false))
        .route("/deflate-chunked", (request, exchange) -> send(exchange, "deflate", deflate(PLAIN, false), true))
        .route("/raw-deflate-chunked", (request, exchange) -> send(exchange, "deflate", deflate(PLAIN, true), true))
        .route("/identity-length", (request, exchange) -> send(exchange, null, PLAIN, false))
        .route("/corrupt-gzip", (request, exchange) -> send(exchange, "gzip", corrupt, false))
        .route("/truncated-gzip", (request, exchange) ->
            send(exchange, "gzip", Arrays.copyOf(gzip, gzip.length / 2), true))
        .route("/corrupt-deflate", (request, exchange) -> send(exchange, "deflate", corrupt, true));
  }

  private static void send(HttpExchange exchange, String encoding, byte[] body, boolean chunked) throws IOException {
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    if (encoding != null) {
      exchange.getResponseHeaders().add("Content-Encoding", encoding);
    }
    exchange.sendResponseHeaders(200, chunked ? 0 : body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      // Written in pieces, so a chunked body really comes in several chunks.
      for (int at = 0; at < body.length; at += 100) {
        out.write(body, at, Math.min(100, body.length - at));
        out.flush();
      }
    }
  }

  static byte[] gzip(byte[] plain) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
      out.write(plain);
    }
    return bytes.toByteArray();
  }

  private static byte[] deflate(byte[] plain, boolean raw) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DeflaterOutputStream out = new DeflaterOutputStream(bytes, new Deflater(Deflater.DEFAULT_COMPRESSION, raw))) {
      out.write(plain);
    }
    return bytes.toByteArray();
  }
}
