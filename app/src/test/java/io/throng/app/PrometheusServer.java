package io.throng.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

/**
 * A real Prometheus server to test against: Debian's {@code prometheus} with native histograms on
 * (so it scrapes protobuf), its own configuration and data under {@code folder}, on an ephemeral
 * loopback port, scraping one loopback target every second.
 */
final class PrometheusServer implements AutoCloseable {

  private static final Path PROMETHEUS = Path.of("/usr/bin/prometheus");

  private final Process process;
  private final Path log;
  private final int port;
  private final HttpClient client = HttpClient.newHttpClient();

  /** Starts Prometheus scraping {@code 127.0.0.1:targetPort/metrics} and waits until it is ready. */
  PrometheusServer(Path folder, int targetPort) throws IOException, InterruptedException {
    if (!Files.isExecutable(PROMETHEUS)) {
      throw new IllegalStateException(PROMETHEUS + " is missing: install Debian's prometheus,"
          + " apt-get install -y prometheus");
    }
    Path config = Files.writeString(folder.resolve("prometheus.yml"), """
        global:
          scrape_interval: 1s
          scrape_timeout: 1s
        scrape_configs:
          - job_name: throng
            static_configs:
              - targets: ['127.0.0.1:%d']
        """.formatted(targetPort));
    port = freePorts(1);
    log = folder.resolve("prometheus.log");
    process = new ProcessBuilder(PROMETHEUS.toString(), "--config.file=" + config,
        "--storage.tsdb.path=" + folder.resolve("data"), "--web.listen-address=127.0.0.1:" + port,
        "--enable-feature=native-histograms")
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    awaitReady();
  }

  /**
   * The first of {@code count} consecutive ports nothing listens on now, below the ephemeral range
   * (from 32768 on Linux), where the run's own loopback servers could take one meanwhile.
   */
  static int freePorts(int count) throws IOException {
    for (int first = 20_000 + new Random().nextInt(10_000); first < 32_000; first += count) {
      if (IntStream.range(first, first + count).allMatch(PrometheusServer::isFree)) {
        return first;
      }
    }
    throw new IllegalStateException("no " + count + " free consecutive ports between 20000 and 32000");
  }

  private static boolean isFree(int port) {
    try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The value of the instant query {@code promql} at {@code time}; empty when it has no result. */
  Optional<Double> query(String promql, Instant time) throws IOException, InterruptedException {
    JsonNode result = series(promql, time);
    return result.isEmpty() ? Optional.empty() : Optional.of(result.get(0).at("/value/1").asDouble());
  }

  /** The series the instant query {@code promql} gives at {@code time}; fails when Prometheus refuses it. */
  JsonNode series(String promql, Instant time) throws IOException, InterruptedException {
    String url = "http://127.0.0.1:" + port + "/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8)
        + "&time=" + time.toEpochMilli() / 1000.0;
    HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(url)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode body = new ObjectMapper().readTree(response.body());
    if (!"success".equals(body.path("status").asText())) {
      throw new IllegalStateException(promql + " failed: " + response.body());
    }
    return body.at("/data/result");
  }

  /** What Prometheus logged, to explain a failure. */
  String log() throws IOException {
    return Files.readString(log);
  }

  private void awaitReady() throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    URI ready = URI.create("http://127.0.0.1:" + port + "/-/ready");
    while (System.nanoTime() < deadline && process.isAlive()) {
      try {
        if (client.send(HttpRequest.newBuilder(ready).build(), HttpResponse.BodyHandlers.discarding())
            .statusCode() == 200) {
          return;
        }
      } catch (IOException e) {
        // not listening yet
      }
      Thread.sleep(100);
    }
    close();
    throw new IllegalStateException("prometheus did not get ready: " + log());
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
