package io.throng.engine.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A real HTTP server on an ephemeral loopback port that counts what it received: {@code /ok}
 * answers 200, {@code /fail} 500, {@code /slow} 200 after {@link #SLOW_MILLIS}, {@code /hang} never answers.
 */
public final class CountingServer implements AutoCloseable {

  /** How long {@code /slow} holds its exchange before it answers, on a thread of its own. */
  public static final long SLOW_MILLIS = 400;

  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool();
  private final AtomicLong received = new AtomicLong();

  public CountingServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.setExecutor(executor);
    server.start();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  public long received() {
    return received.get();
  }

  private void handle(HttpExchange exchange) throws IOException {
    received.incrementAndGet();
    switch (exchange.getRequestURI().getPath()) {
      case "/ok" -> respond(exchange, 200, "ok");
      case "/fail" -> respond(exchange, 500, "boom");
      case "/slow" -> {
        try {
          Thread.sleep(SLOW_MILLIS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        respond(exchange, 200, "slow");
      }
      case "/hang" -> { } // keep the exchange open: no response ever comes
      default -> respond(exchange, 404, "no such path");
    }
  }

  private static void respond(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
