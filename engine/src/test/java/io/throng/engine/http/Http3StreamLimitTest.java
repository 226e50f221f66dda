package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.bytesBody;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.Http3Server;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.TestCertificates;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTP/3 against an in-process Netty HTTP/3 server that lets one bidirectional stream open at a
 * time: users sending their next request as soon as the last one ended, on a shared pool and on
 * each user's connection, open a stream only once QUIC has room for it, so every request is OK and
 * counted as the server counted it, and the server never sees two streams open at once.
 */
@Timeout(60)
class Http3StreamLimitTest {

  private static final int USERS = 4;
  private static final int REQUESTS = 10;
  private static final int UPLOAD_BYTES = 5_000;

  @TempDir Path certificates;
  @TempDir Path results;

  public static class BackToBack extends Simulation {
    public BackToBack() {
      HttpProtocolBuilder http3 = http.baseUrl(config().getString("baseUrl")).enableHttp3()
          .trustStore(config().getString("trustStore"), TestCertificates.PASSWORD);
      setUp(scenario("back to back").repeat(REQUESTS, "i").on(
              exec(http("item").get("/item/#{i}").check(bodyString().is("h3 /item/#{i}")))
              .exec(http("upload").post("/upload").body(bytesBody(new byte[UPLOAD_BYTES]))
                  .check(bodyString().is("h3 /upload"))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(config().getString("shared").equals("true") ? http3.shareConnections() : http3);
    }
  }

  @Test
  void oneStreamAtATimeStillCarriesEveryRequestOnASharedPool() throws Exception {
    assertEveryRequestCompletes("true");
  }

  @Test
  void oneStreamAtATimeStillCarriesEveryRequestOnEachUsersConnection() throws Exception {
    assertEveryRequestCompletes("false");
  }

  private void assertEveryRequestCompletes(String shared) throws Exception {
    TestCertificates loopback = TestCertificates.generate(certificates, "loopback", "ip:127.0.0.1,dns:localhost");
    try (Http3Server server = new Http3Server(loopback, 0, 1)) {
      Runs.Outcome run = Runs.run(BackToBack.class, results, server.baseUrl(),
          "loadtest.trustStore", loopback.trustStore().toString(), "loadtest.shared", shared);

      long requests = 2L * USERS * REQUESTS;
      assertThat(run.result().ko()).as(run.totals().errors.toString()).isZero();
      assertThat(run.result().ok()).isEqualTo(requests);
      assertThat(server.requests.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.responses.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.requestBodyBytes.get()).isEqualTo((long) USERS * REQUESTS * UPLOAD_BYTES);
      assertThat(server.mostConcurrentStreams.get()).isEqualTo(1);
      assertThat(run.totals().protocols).containsOnly(Map.entry("item: h3", (long) USERS * REQUESTS),
          Map.entry("upload: h3", (long) USERS * REQUESTS));
    }
  }
}
