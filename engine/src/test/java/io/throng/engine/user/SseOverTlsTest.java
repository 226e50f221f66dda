package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.sse;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.SseServer;
import io.throng.engine.testing.TestCertificates;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A stream over https: the TLS handler stays in front of the event-stream handlers, and the certificate is verified. */
@Timeout(60)
class SseOverTlsTest {

  @TempDir Path certificates;
  @TempDir Path results;

  public static class Secure extends Simulation {
    public Secure() {
      setUp(scenario("secure")
              .exec(sse("open").get("/events?n=5").await(ofSeconds(2)).on(sse.checkMessage("first")))
              .exec(repeat(4).on(exec(sse("next").await(ofSeconds(2))
                  .on(sse.checkMessage("tick").check(jsonPath("$.n").saveAs("n"))))))
              .exec(sse("end").close())
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl"))
              .trustStore(config().getString("trustStore"), TestCertificates.PASSWORD));
    }
  }

  @Test
  void streamsOverTlsWithAVerifiedCertificate() throws Exception {
    TestCertificates loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
    try (SseServer server = new SseServer(loopback.serverContext())) {
      Runs.Outcome run = Runs.run(Secure.class, results, server.baseUrl(),
          "loadtest.trustStore", loopback.trustStore().toString());

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      assertThat(run.totals().okByName).containsEntry("open", 2L).containsEntry("first", 2L)
          .containsEntry("tick", 8L).containsEntry("end", 2L);
      assertThat(server.sent.get()).isEqualTo(10);
    }
  }
}
