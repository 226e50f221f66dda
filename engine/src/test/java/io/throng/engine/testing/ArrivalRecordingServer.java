package io.throng.engine.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * A real HTTP server on an ephemeral loopback port that answers 200 (no body) to every path, after
 * {@code ?delayMs=N} when asked, and records what a workload model needs checking: every
 * arrival's path, client port (one per keep-alive connection) and time, and the most requests
 * it held at once.
 */
public final class ArrivalRecordingServer implements AutoCloseable {

  /** One request: its path, its client's port, when it arrived and when its response was about to go. */
  public record Arrival(String path, int clientPort, long arrivedNanos, long answeredNanos) {}

  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool();
  private final ConcurrentLinkedQueue<Arrival> arrivals = new ConcurrentLinkedQueue<>();
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger maxInFlight = new AtomicInteger();

  public ArrivalRecordingServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1000);
    server.createContext("/", this::handle);
    server.setExecutor(executor);
    server.start();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  public List<Arrival> arrivals() {
    return List.copyOf(arrivals);
  }

  public long received() {
    return arrivals.size();
  }

  public int maxInFlight() {
    return maxInFlight.get();
  }

  /** The client ports seen: one per connection, since the client never reuses a port while it is open. */
  public Set<Integer> clientPorts() {
    return arrivals.stream().map(Arrival::clientPort).collect(Collectors.toSet());
  }

  private void handle(HttpExchange exchange) throws IOException {
    long arrived = System.nanoTime();
    maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    try {
      String query = exchange.getRequestURI().getQuery();
      if (query != null && query.startsWith("delayMs=")) {
        Thread.sleep(Long.parseLong(query.substring("delayMs=".length())));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    inFlight.decrementAndGet();
    int port = exchange.getRemoteAddress().getPort();
    arrivals.add(new Arrival(exchange.getRequestURI().getPath(), port, arrived, System.nanoTime()));
    // No body: the response leaves in one write, so Nagle's algorithm and the client's delayed
    // acknowledgement cannot add 40 ms to each exchange.
    exchange.sendResponseHeaders(200, -1);
    exchange.close();
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
