package io.throng.benchmarks;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.substring;

import io.throng.dsl.HttpRequestBuilder;
import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Issue 16's large-body case for {@code large-body.sh}: {@code loadtest.users} users (50) fetch a
 * {@code loadtest.bodyMiB} MiB body (10) from an in-process {@link LargeBodyServer} on
 * {@code loadtest.port}, each checking that it holds a substring found only at its end, with no
 * pause, for {@code loadtest.duration} (10 s). Run with {@code -Dloadtest.http.maxBodyBytes=16MiB};
 * {@code -Dloadtest.search=false} sends the same requests unchecked.
 */
public class LargeBodyCheck extends Simulation {

  private static final String NEEDLE = "THE-END";

  private final int port;
  private final int bodyBytes;
  private LargeBodyServer server;

  public LargeBodyCheck() {
    port = (int) config().getLong("port", 18091);
    bodyBytes = (int) config().getLong("bodyMiB", 10) << 20;
    long users = config().getLong("users", 50);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(10));
    HttpRequestBuilder request = http("large").get("/large");
    // loadtest.search=false: the same traffic unchecked, the ceiling of the client and server here.
    if (!config().getString("search", "true").equals("false")) {
      request = request.check(substring(NEEDLE).exists());
    }
    setUp(scenario("large body").exec(request)
            .injectClosed(constantConcurrentUsers(users).during(duration)))
        .protocols(http.baseUrl("http://127.0.0.1:" + port));
  }

  @Override
  public void before() {
    try {
      server = new LargeBodyServer(port, bodyBytes, NEEDLE);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while starting the large-body server", e);
    }
  }

  @Override
  public void after() {
    server.close();
  }
}
