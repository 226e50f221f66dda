package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.NginxServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTP/2 against an independent server, Debian's nginx started by the test: over TLS ({@code
 * listen ... ssl http2}, its self-signed certificate trusted explicitly) and h2c with prior
 * knowledge ({@code listen ... http2}); nginx's access log counts every request, as HTTP/2.0.
 */
@Timeout(60)
class NginxHttp2Test {

  private static final int USERS = 5;
  private static final int REQUESTS = 20;

  @TempDir Path dir;
  @TempDir Path results;

  public static class Items extends Simulation {
    public Items() {
      HttpProtocolBuilder protocol = http.baseUrl(config().getString("baseUrl")).enableHttp2();
      setUp(scenario("items").repeat(REQUESTS, "i").on(exec(http("item").get("/item/#{i}")
              .check(bodyString().is("h2 /item/#{i}"))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(config().findString("trustStore")
              .map(store -> protocol.trustStore(store, NginxServer.PASSWORD))
              .orElse(protocol.http2PriorKnowledge()));
    }
  }

  @Test
  void overTlsNginxCountsEveryRequestAsHttp2() throws Exception {
    try (NginxServer nginx = NginxServer.start(dir, true)) {
      Runs.Outcome run = Runs.run(Items.class, results, nginx.baseUrl(),
          "loadtest.trustStore", nginx.trustStore().toString());

      assertCounted(run, nginx);
    }
  }

  @Test
  void withPriorKnowledgeNginxCountsEveryRequestAsHttp2() throws Exception {
    try (NginxServer nginx = NginxServer.start(dir, false)) {
      Runs.Outcome run = Runs.run(Items.class, results, nginx.baseUrl());

      assertCounted(run, nginx);
    }
  }

  private static void assertCounted(Runs.Outcome run, NginxServer nginx) throws Exception {
    assertThat(run.result().ok()).isEqualTo(USERS * REQUESTS);
    assertThat(run.result().ko()).isZero();
    assertThat(nginx.requests()).hasSize((int) (run.result().ok() + run.result().ko()))
        .allSatisfy(line -> assertThat(line).startsWith("HTTP/2.0 200 /item/"));
  }
}
