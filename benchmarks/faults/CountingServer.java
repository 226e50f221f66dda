import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The loopback target of sigkill-loss.sh: answers every path with a small body and counts the
 * responses it sent; {@code GET /count} (not counted) says how many. Run as a single-file program:
 * {@code java CountingServer.java <port>}.
 */
public class CountingServer {
  public static void main(String[] args) throws Exception {
    AtomicLong served = new AtomicLong();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(),
        Integer.parseInt(args[0])), 1024);
    byte[] body = "{\"id\":1}".getBytes(StandardCharsets.UTF_8);
    server.createContext("/", exchange -> {
      byte[] answer = body;
      boolean count = !exchange.getRequestURI().getPath().equals("/count");
      if (!count) {
        answer = Long.toString(served.get()).getBytes(StandardCharsets.UTF_8);
      }
      exchange.sendResponseHeaders(200, answer.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(answer);
      }
      if (count) {
        served.incrementAndGet(); // once the whole response is written: what the client may have counted
      }
    });
    server.setExecutor(Executors.newFixedThreadPool(2));
    server.start();
  }
}
