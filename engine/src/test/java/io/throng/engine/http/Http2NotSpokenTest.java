package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * h2c with prior knowledge against servers that never send HTTP/2's SETTINGS: one that closes
 * the connection once it read the client's preface, one that keeps it open and says nothing.
 * Each request is a KO saying which, and the run ends.
 */
@Timeout(60)
class Http2NotSpokenTest {

  private static final int USERS = 2;

  @TempDir Path results;

  public static class PriorKnowledge extends Simulation {
    public PriorKnowledge() {
      setUp(scenario("h2c").exec(http("item").get("/item")).injectOpen(atOnceUsers(USERS)))
          .protocols(http.baseUrl(config().getString("baseUrl")).http2PriorKnowledge()
              .connectTimeout(Duration.ofMillis(700)));
    }
  }

  @Test
  void aServerThatClosesOnThePrefaceIsAKoAskingWhetherItSpeaksHttp2() throws Exception {
    try (SilentServer server = new SilentServer(true)) {
      Runs.Outcome run = Runs.run(PriorKnowledge.class, results, server.baseUrl());

      assertThat(run.totals().errors).containsExactly(Map.entry("item: PROTOCOL the server closed the connection"
          + " before its HTTP/2 SETTINGS (does it speak HTTP/2 without TLS?)", (long) USERS));
      assertThat(run.result().ok()).isZero();
      assertThat(server.accepted.get()).isEqualTo(USERS);
    }
  }

  @Test
  void aServerThatNeverAnswersIsAKoWithinTheConnectTimeout() throws Exception {
    try (SilentServer server = new SilentServer(false)) {
      Runs.Outcome run = Runs.run(PriorKnowledge.class, results, server.baseUrl());

      assertThat(run.totals().errors).containsExactly(
          Map.entry("item: PROTOCOL no HTTP/2 SETTINGS from the server within 700 ms", (long) USERS));
      assertThat(run.result().ok()).isZero();
      assertThat(server.accepted.get()).isEqualTo(USERS);
    }
  }

  /** Accepts, reads what the client sends, and either closes or keeps silent until closed. */
  private static final class SilentServer implements AutoCloseable {
    private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final AtomicInteger accepted = new AtomicInteger();
    private final Thread acceptor;

    SilentServer(boolean closeOnPreface) throws IOException {
      acceptor = new Thread(() -> {
        while (!socket.isClosed()) {
          try {
            Socket client = socket.accept();
            accepted.incrementAndGet();
            Thread reader = new Thread(() -> read(client, closeOnPreface));
            reader.setDaemon(true);
            reader.start();
          } catch (IOException e) {
            return; // closed
          }
        }
      });
      acceptor.setDaemon(true);
      acceptor.start();
    }

    private static void read(Socket client, boolean closeOnPreface) {
      try (client; InputStream in = client.getInputStream()) {
        byte[] buffer = new byte[1024];
        while (in.read(buffer) >= 0) {
          if (closeOnPreface) {
            return;
          }
        }
      } catch (IOException e) {
        // the client went first
      }
    }

    String baseUrl() {
      return "http://127.0.0.1:" + socket.getLocalPort();
    }

    @Override
    public void close() throws IOException {
      socket.close();
    }
  }
}
