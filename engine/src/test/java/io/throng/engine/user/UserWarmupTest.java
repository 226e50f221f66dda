package io.throng.engine.user;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoopGroup;
import io.throng.dsl.Simulation;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import io.throng.engine.transport.Transport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The warm-up runs virtual users against its own loopback server and never reaches the run's target. */
class UserWarmupTest {

  @TempDir Path results;

  public static class Arrivals extends Simulation {
    public Arrivals() {
      setUp(scenario("arrive").exec(http("arrival").get("/arrival"))
              .injectOpen(constantUsersPerSec(100).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void warmsUpOnItsOwnLoopbackServerWithinItsBudgetAndNotAtAllWithNone() throws Exception {
    assertThat(warmUp(2, Duration.ofMillis(300)).requests()).isPositive();
    assertThat(warmUp(2, Duration.ZERO)).isEqualTo(new UserWarmup.Result(0, 0, 0));
  }

  /**
   * A run that may speak HTTP/2 calls Netty's HTTP/2 codec on every request, which HTTP/1.1 never
   * does: its warm-up must heat that path too, so the h2c server answers a share of the requests.
   */
  @Test
  void aRunThatMaySpeakHttp2WarmsUpOverH2cToo() throws Exception {
    UserWarmup.Result http1 = warmUp(1, Duration.ofMillis(500), false);
    UserWarmup.Result http2 = warmUp(1, Duration.ofMillis(500), true);

    assertThat(http1.requests()).isPositive();
    assertThat(http1.http2Requests()).isZero();
    // Half the lanes speak h2c; a lane's last user may be cut short by the end of the budget.
    assertThat(http2.http2Requests()).isPositive().isLessThan(http2.requests());
  }

  /** An open model opens a connection per user: the warm-up must heat that path too, not only keep-alive. */
  @Test
  void opensNewConnectionsOnItsLoopbackServerAsItGoes() throws Exception {
    UserWarmup.Result done = warmUp(1, Duration.ofSeconds(1));

    // 8 lanes each start their first user; more connections than that mean users finished and others started.
    assertThat(done.connections()).isGreaterThan(8);
    // A new user, and connection, every 4 requests a lane sends, whatever the loopback server was asked in all.
    assertThat(done.connections()).isGreaterThanOrEqualTo(done.requests() / 4);
  }

  @Test
  void aRunThatWarmsUpSendsTheTargetOnlyItsOwnRequestsAndCountsThemAll() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Arrivals.class, results, server.baseUrl(), "loadtest.warmup", "300ms");

      assertThat(run.result().ok()).isEqualTo(100);
      assertThat(server.received()).hasSize(100).allSatisfy(request -> assertThat(request.path()).isEqualTo("/arrival"));
      assertThat(run.totals().ok + run.totals().ko).isEqualTo(server.received().size());
    }
  }

  private static UserWarmup.Result warmUp(int loopCount, Duration budget) throws InterruptedException {
    return warmUp(loopCount, budget, false);
  }

  /** @param http2 whether the run's client may speak HTTP/2 */
  private static UserWarmup.Result warmUp(int loopCount, Duration budget, boolean http2) throws InterruptedException {
    EventLoopGroup loops = Transport.best().newGroup(loopCount, "warmup-test");
    try {
      ClientSettings http1 =
          ClientSettings.of(HttpProtocol.defaults(), EngineSettings.load(UserWarmupTest.class.getClassLoader(), Map.of()));
      ClientSettings settings = http2 ? http1.withHttp2PriorKnowledge() : http1;
      return UserWarmup.run(loops, Transport.best(), settings, budget);
    } finally {
      loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }
}
