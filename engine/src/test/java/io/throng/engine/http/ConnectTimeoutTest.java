package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A connection that does not open within the connect timeout is a KO that says so, in time. */
class ConnectTimeoutTest {

  @TempDir Path results;

  /** Two users, each asking once. */
  public static class TwoUsers extends Simulation {
    public TwoUsers() {
      setUp(scenario("connect").exec(http("probe").get("/probe")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aServerWhoseBacklogIsFullMakesConnectTimeoutKosWithinTheTimeout() throws Exception {
    try (FullBacklog server = new FullBacklog()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(TwoUsers.class, results, "http://127.0.0.1:" + server.port(),
          "loadtest.http.connectTimeout", "300ms");
      long tookMillis = (System.nanoTime() - started) / 1_000_000;

      assertThat(run.result().ko()).isEqualTo(2);
      assertThat(run.totals().errors).containsOnlyKeys("probe: CONNECT connect timeout: 127.0.0.1:" + server.port());
      // Well before the kernel's SYN retries give up (about two minutes), and the run ends with them.
      assertThat(tookMillis).isLessThan(10_000);
    }
  }

  /**
   * A listening socket that never accepts, its accept queue filled by connections of its own: the
   * kernel drops further SYNs, so a client's connect neither succeeds nor is refused.
   */
  private static final class FullBacklog implements AutoCloseable {
    private final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    private final List<Socket> fillers = new ArrayList<>();

    FullBacklog() throws IOException {
      for (int i = 0; i < 8; i++) {
        Socket filler = new Socket();
        fillers.add(filler);
        try {
          filler.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port()), 200);
        } catch (IOException queueFull) {
          break; // this one's SYN was dropped: the queue is full
        }
      }
    }

    int port() {
      return listener.getLocalPort();
    }

    @Override
    public void close() throws IOException {
      for (Socket filler : fillers) {
        filler.close();
      }
      listener.close();
    }
  }
}
