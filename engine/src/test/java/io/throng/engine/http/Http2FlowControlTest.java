package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyLength;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.bytesBody;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http2.Http2Settings;
import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.Http2Server;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * HTTP/2 flow control and stream limits against an in-process Netty h2 server (h2c): a server that
 * lets one stream open at a time and a window far smaller than the bodies sent still gets every
 * request whole, and bodies larger than the client's own window still arrive whole, the run's
 * counts equal to the server's.
 */
@Timeout(60)
class Http2FlowControlTest {

  private static final int USERS = 4;
  private static final int REQUESTS = 5;
  private static final int UPLOAD_BYTES = 20_000;
  /** Four times the client's 65,535-byte initial window: the client must return what it read. */
  private static final int DOWNLOAD_BYTES = 4 * 65_535;
  private static final int SMALL_WINDOW = 1_000;

  @TempDir Path results;

  public static class Transfers extends Simulation {
    public Transfers() {
      HttpProtocolBuilder http2 = http.baseUrl(config().getString("baseUrl")).http2PriorKnowledge();
      setUp(scenario("transfers").repeat(REQUESTS).on(
              exec(http("upload").post("/upload").body(bytesBody(new byte[UPLOAD_BYTES]))
                  .check(bodyString().is("h2 /upload")))
              .exec(http("download").get(Http2Server.BIG + DOWNLOAD_BYTES).check(bodyLength().is(DOWNLOAD_BYTES))))
          .injectOpen(atOnceUsers(USERS)))
          .protocols(config().getString("shared").equals("true") ? http2.shareConnections() : http2);
    }
  }

  @Test
  void oneStreamAtATimeWithASmallWindowStillCarriesEveryRequestOnASharedPool() throws Exception {
    assertEveryTransferCompletes("true");
  }

  @Test
  void oneStreamAtATimeWithASmallWindowStillCarriesEveryRequestOnEachUsersConnection() throws Exception {
    assertEveryTransferCompletes("false");
  }

  private void assertEveryTransferCompletes(String shared) throws Exception {
    Http2Settings settings = Http2Settings.defaultSettings().maxConcurrentStreams(1).initialWindowSize(SMALL_WINDOW);
    try (Http2Server server = new Http2Server(null, settings, 0, 0)) {
      Runs.Outcome run = Runs.run(Transfers.class, results, server.baseUrl(), "loadtest.shared", shared);

      long requests = 2L * USERS * REQUESTS;
      assertThat(run.result().ko()).as(run.totals().errors.toString()).isZero();
      assertThat(run.result().ok()).isEqualTo(requests);
      assertThat(server.responses.get()).isEqualTo(run.result().ok() + run.result().ko());
      assertThat(server.requestBodyBytes.get()).isEqualTo((long) USERS * REQUESTS * UPLOAD_BYTES);
      assertThat(server.mostConcurrentStreams.get()).isEqualTo(1);
      assertThat(run.totals().protocols).containsOnly(Map.entry("upload: h2", (long) USERS * REQUESTS),
          Map.entry("download: h2", (long) USERS * REQUESTS));
    }
  }
}
