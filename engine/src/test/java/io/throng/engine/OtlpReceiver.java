package io.throng.engine;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An OTLP/HTTP metrics receiver on an ephemeral loopback port, as a collector's would be: it
 * decodes each {@code POST /v1/metrics} with the protocol's own classes and keeps it with its
 * headers, then answers {@code status} (200 takes the push, 503 refuses it).
 */
final class OtlpReceiver implements AutoCloseable {

  /** One push: what it carried and the headers it came with. */
  record Push(ExportMetricsServiceRequest request, Map<String, List<String>> headers) {}

  private final HttpServer server;
  private final int status;
  private final List<Push> pushes = new CopyOnWriteArrayList<>();

  OtlpReceiver(int status) throws IOException {
    this.status = status;
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/v1/metrics", this::handle);
    server.start();
  }

  /** The receiver's URL without a path, as a user would give a collector's. */
  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  List<Push> pushes() {
    return List.copyOf(pushes);
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange; InputStream body = exchange.getRequestBody()) {
      if (status != 200) {
        exchange.sendResponseHeaders(status, -1);
        return;
      }
      pushes.add(new Push(ExportMetricsServiceRequest.parseFrom(body), Map.copyOf(exchange.getRequestHeaders())));
      byte[] answer = ExportMetricsServiceResponse.getDefaultInstance().toByteArray();
      exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
      exchange.sendResponseHeaders(200, answer.length == 0 ? -1 : answer.length);
      exchange.getResponseBody().write(answer);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
