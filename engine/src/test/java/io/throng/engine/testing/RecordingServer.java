package io.throng.engine.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.SSLContext;

/**
 * A real HTTP (or HTTPS) server on an ephemeral loopback port that records every request it
 * receives, so a test can assert on what the client really sent. Paths answer through routes;
 * an unknown path answers 200 "ok".
 */
public final class RecordingServer implements AutoCloseable {

  /** One request as the server received it. */
  public record Received(String method, String path, String query, Map<String, List<String>> headers, byte[] body) {
    public String header(String name) {
      List<String> values = headers.get(name);
      return values == null || values.isEmpty() ? null : values.get(0);
    }

    public String bodyText() {
      return new String(body, StandardCharsets.UTF_8);
    }
  }

  /** How a route answers. */
  @FunctionalInterface
  public interface Route {
    void answer(Received request, HttpExchange exchange) throws IOException;
  }

  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool();
  private final List<Received> received = new ArrayList<>();
  private final Map<String, Route> routes = new ConcurrentHashMap<>();
  private final String scheme;

  public RecordingServer() throws IOException {
    this(HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0), "http");
  }

  /** An HTTPS server presenting the certificate of {@code tls}. */
  public static RecordingServer https(SSLContext tls) throws IOException {
    HttpsServer server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setHttpsConfigurator(new HttpsConfigurator(tls));
    return new RecordingServer(server, "https");
  }

  private RecordingServer(HttpServer server, String scheme) {
    this.server = server;
    this.scheme = scheme;
    server.createContext("/", this::handle);
    server.setExecutor(executor);
    server.start();
  }

  public RecordingServer route(String path, Route route) {
    routes.put(path, route);
    return this;
  }

  public String baseUrl() {
    return scheme + "://127.0.0.1:" + server.getAddress().getPort();
  }

  public synchronized List<Received> received() {
    return List.copyOf(received);
  }

  /** What the server received on {@code path}, in arrival order. */
  public List<Received> received(String path) {
    return received().stream().filter(r -> r.path().equals(path)).toList();
  }

  public static void respond(HttpExchange exchange, int status, String body, String... headerPairs) throws IOException {
    for (int i = 0; i < headerPairs.length; i += 2) {
      exchange.getResponseHeaders().add(headerPairs[i], headerPairs[i + 1]);
    }
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    if (bytes.length > 0) {
      exchange.getResponseBody().write(bytes);
    }
    exchange.close();
  }

  private void handle(HttpExchange exchange) throws IOException {
    Received request = new Received(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
        exchange.getRequestURI().getRawQuery(), Map.copyOf(exchange.getRequestHeaders()),
        exchange.getRequestBody().readAllBytes());
    synchronized (this) {
      received.add(request);
    }
    Route route = routes.get(request.path());
    if (route == null) {
      respond(exchange, 200, "ok");
    } else {
      route.answer(request, exchange);
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
