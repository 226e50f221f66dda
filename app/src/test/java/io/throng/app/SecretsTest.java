package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.throng.app.fixtures.run.EchoesSecrets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that echoes every request header makes each check of {@link EchoesSecrets} fail on a
 * secret: no output of the run (console, run.log, page, stats.json, summary.md, junit.xml) holds
 * one, and the messages still say what was found around it.
 */
class SecretsTest {

  private static final List<String> SECRETS = List.of("SECRET123", "s3cret-pass", "YWxpY2U6czNjcmV0LXBhc3M=",
      "alice:s3cret-pass", "KEY-98765", "TOKEN-5555", "COOKIE-4242");

  @Test
  void noSecretReachesAnyOutputWhenAnEchoingServerFailsTheChecks(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/login", exchange -> {
      exchange.getResponseHeaders().add("Set-Cookie", "sid=COOKIE-4242; Path=/");
      exchange.sendResponseHeaders(204, -1);
      exchange.close();
    });
    server.createContext("/echo", exchange -> {
      StringBuilder echo = new StringBuilder();
      exchange.getRequestHeaders().forEach((name, values) -> values.forEach(v -> echo.append(name).append(": ")
          .append(v).append('\n')));
      byte[] body = echo.toString().getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(200, body.length);
      exchange.getResponseBody().write(body);
      exchange.close();
    });
    server.start();
    try {
      Path testClasses = Path.of(EchoesSecrets.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Main main = new Main(List.of(testClasses), getClass().getClassLoader(),
          new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
          new CompletableFuture<>());
      Path config = Files.writeString(dir.resolve("target.conf"),
          "loadtest.baseUrl = \"http://127.0.0.1:" + server.getAddress().getPort() + "\"\n");
      main.run("--simulation", "EchoesSecrets", "--results-dir", dir.resolve("runs").toString(),
          "--config", config.toString());
    } finally {
      server.stop(0);
    }

    Path run;
    try (Stream<Path> folders = Files.list(dir.resolve("runs"))) {
      run = folders.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    List<String> outputs = new ArrayList<>(List.of(out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8)));
    for (String file : List.of("run.log", "index.html", "stats.json", "summary.md", "junit.xml")) {
      outputs.add(Files.readString(run.resolve(file)));
    }
    for (String output : outputs) {
      for (String secret : SECRETS) {
        assertThat(output).doesNotContain(secret);
      }
    }
    String log = Files.readString(run.resolve("run.log"));
    assertThat(log).contains("Bearer ***").contains("Basic ***").contains("sid=***").contains("X-api-key: ***")
        .contains("X-token: ***").contains("cannot sign with ***").contains("For input string: \"***\"")
        .contains("refused with ***");
  }
}
