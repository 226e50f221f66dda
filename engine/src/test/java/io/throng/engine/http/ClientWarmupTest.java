package io.throng.engine.http;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.EventLoopGroup;
import io.throng.dsl.Simulation;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import io.throng.engine.transport.Transport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The warm-up exercises the client on its own loopback server and never reaches the run's target. */
class ClientWarmupTest {

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
    assertThat(warmUp(2, Duration.ZERO)).isEqualTo(new ClientWarmup.Result(0, 0));
  }

  /** An open model opens a connection per user: the warm-up must heat that path too, not only keep-alive. */
  @Test
  void opensNewConnectionsOnItsLoopbackServerAsItGoes() throws Exception {
    ClientWarmup.Result done = warmUp(1, Duration.ofSeconds(1));

    // 8 lanes each open their first connection; more than that means lanes closed and reconnected.
    assertThat(done.connections()).isGreaterThan(8);
    // A new connection every 4 requests a lane sends, whatever the loopback server was asked in all.
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

  private static ClientWarmup.Result warmUp(int loopCount, Duration budget) throws InterruptedException {
    EventLoopGroup loops = Transport.best().newGroup(loopCount, "warmup-test");
    try {
      ClientSettings settings = new ClientSettings(new HttpProtocol.ConnectionPolicy.PerUser(),
          ClientTls.context(HttpProtocol.defaults().tls(), "jdk"), Duration.ofSeconds(5), Duration.ofSeconds(5), 1024,
          List.of());
      return ClientWarmup.run(loops, Transport.best(), settings, budget);
    } finally {
      loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }
}
