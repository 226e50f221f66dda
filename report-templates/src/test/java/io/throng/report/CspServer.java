package io.throng.report;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Serves a report folder on a loopback ephemeral port the way Jenkins' HTML publisher does:
 * every response carries its default Content-Security-Policy. The policy also names a report
 * URI, which changes nothing it allows but makes the browser post each violation here, so a
 * test sees violations as requests. Records every request as {@code "METHOD /path"}.
 */
final class CspServer implements AutoCloseable {

  /** Jenkins' default for published HTML (the {@code hudson.model.DirectoryBrowserSupport.CSP} property). */
  static final String JENKINS_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'self';";

  static final String VIOLATION_PATH = "/csp-violation";

  private final HttpServer server;
  private final Path root;
  private final List<String> requests = new CopyOnWriteArrayList<>();

  private CspServer(Path root) throws IOException {
    this.root = root;
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.start();
  }

  static CspServer serve(Path root) throws IOException {
    return new CspServer(root);
  }

  URI uri(String file) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/" + file);
  }

  List<String> requests() {
    return List.copyOf(requests);
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getPath();
      requests.add(exchange.getRequestMethod() + " " + path);
      exchange.getRequestBody().readAllBytes();
      exchange.getResponseHeaders().set("Content-Security-Policy", JENKINS_CSP + " report-uri " + VIOLATION_PATH);
      Path file = root.resolve(path.substring(1)).normalize();
      if (!"GET".equals(exchange.getRequestMethod()) || !file.startsWith(root) || !Files.isRegularFile(file)) {
        exchange.sendResponseHeaders(path.equals(VIOLATION_PATH) ? 204 : 404, -1);
        return;
      }
      exchange.getResponseHeaders().set("Content-Type", path.endsWith(".css") ? "text/css" : "text/html; charset=utf-8");
      byte[] body = Files.readAllBytes(file);
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
