package io.throng.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A raw-socket HTTP/1.1 server on a loopback ephemeral port that misbehaves on purpose, one way
 * per path, and counts every request it read:
 *
 * <ul>
 *   <li>{@code /ok}: 200 with a 2-byte body, keep-alive.
 *   <li>{@code /silent}: reads the request and never answers.
 *   <li>{@code /reset}: starts a response, then resets the connection (RST) mid-body.
 *   <li>{@code /garbage}: answers with a line that is not an HTTP status line.
 *   <li>{@code /bad-status}: a status line whose status code is not a number.
 *   <li>{@code /overlong}: a body longer than its Content-Length.
 *   <li>{@code /big}: a 10 MB body.
 *   <li>{@code /stale}: answers the first request of a connection, and closes the connection
 *       without answering the next one, as a server whose idle timeout races the client does.
 * </ul>
 */
final class MisbehavingServer implements AutoCloseable {

  static final int BIG_BODY_BYTES = 10 * 1024 * 1024;

  private final ServerSocket server;
  private final ExecutorService threads = Executors.newCachedThreadPool();
  private final AtomicLong received = new AtomicLong();

  MisbehavingServer() throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    threads.execute(this::accept);
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getLocalPort();
  }

  long received() {
    return received.get();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket socket = server.accept();
        threads.execute(() -> serve(socket));
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  private void serve(Socket socket) {
    try (socket) {
      BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
      OutputStream out = socket.getOutputStream();
      String requestLine;
      int onThisConnection = 0;
      while ((requestLine = in.readLine()) != null) {
        onThisConnection++;
        while (!in.readLine().isEmpty()) {
          // skip headers: the client sends no body on GET
        }
        received.incrementAndGet();
        String path = requestLine.split(" ")[1];
        switch (path) {
          case "/ok" -> write(out, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
          case "/stale" -> {
            if (onThisConnection > 1) {
              return;
            }
            write(out, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
          }
          case "/silent" -> {
            Thread.sleep(Long.MAX_VALUE);
          }
          case "/reset" -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly a part");
            socket.setSoLinger(true, 0);
            return;
          }
          case "/garbage" -> {
            write(out, "THIS IS NOT HTTP\r\n\r\n");
            return;
          }
          case "/bad-status" -> {
            write(out, "HTTP/1.1 abc \"OK\"\r\n\r\n");
            return;
          }
          case "/overlong" -> write(out, "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello, and bytes nobody asked for");
          case "/big" -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Length: " + BIG_BODY_BYTES + "\r\n\r\n");
            byte[] chunk = new byte[64 * 1024];
            for (int sent = 0; sent < BIG_BODY_BYTES; sent += chunk.length) {
              out.write(chunk);
            }
            out.flush();
          }
          default -> write(out, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        }
      }
    } catch (IOException e) {
      // the client closed or reset: nothing left to serve on this connection
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void write(OutputStream out, String text) throws IOException {
    out.write(text.getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  @Override
  public void close() throws IOException {
    server.close();
    threads.shutdownNow();
  }
}
