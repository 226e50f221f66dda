package io.throng.engine.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's nginx on a loopback port, with its own config, logs and self-signed certificate in a
 * temporary folder: HTTP/2 over TLS ({@code listen ... ssl http2}), or h2c for prior knowledge
 * ({@code listen ... http2}). Answers {@code 200 h2 <uri>}; its access log, one line per request
 * ({@code <protocol> <status> <uri>}), is what the server counted.
 */
public final class NginxServer implements AutoCloseable {

  public static final String NGINX = "/usr/sbin/nginx";
  public static final String PASSWORD = TestCertificates.PASSWORD;

  private final Process process;
  private final Path dir;
  private final String baseUrl;

  private NginxServer(Process process, Path dir, String baseUrl) {
    this.process = process;
    this.dir = dir;
    this.baseUrl = baseUrl;
  }

  /** @param tls whether it listens with TLS (and h2 by ALPN), else h2c */
  public static NginxServer start(Path dir, boolean tls) throws IOException, InterruptedException {
    if (!Files.isExecutable(Path.of(NGINX))) {
      throw new IllegalStateException(NGINX + " is missing: install Debian's nginx, apt-get install -y nginx");
    }
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = free.getLocalPort();
    }
    if (tls) {
      certificate(dir);
    }
    Files.writeString(dir.resolve("nginx.conf"), String.join("\n",
        "daemon off;", "master_process off;", "worker_processes 1;", "pid " + dir.resolve("nginx.pid") + ";",
        "error_log " + dir.resolve("error.log") + " warn;",
        "events { worker_connections 1024; }",
        "http {",
        "  log_format counted '$server_protocol $status $request_uri';",
        "  access_log " + dir.resolve("access.log") + " counted;",
        "  client_body_temp_path " + dir + "/body; proxy_temp_path " + dir + "/proxy;",
        "  fastcgi_temp_path " + dir + "/fastcgi; uwsgi_temp_path " + dir + "/uwsgi; scgi_temp_path " + dir + "/scgi;",
        "  keepalive_requests 100000;",
        "  server {",
        "    listen 127.0.0.1:" + port + (tls ? " ssl" : "") + " http2;",
        tls ? "    ssl_certificate " + dir.resolve("cert.pem") + "; ssl_certificate_key " + dir.resolve("key.pem") + ";" : "",
        "    location / { default_type text/plain; return 200 'h2 $uri'; }",
        "  }",
        "}", ""));
    Process process = new ProcessBuilder(NGINX, "-p", dir.toString(), "-c", dir.resolve("nginx.conf").toString())
        .redirectErrorStream(true).redirectOutput(dir.resolve("stdout.log").toFile()).start();
    NginxServer server = new NginxServer(process, dir, (tls ? "https" : "http") + "://127.0.0.1:" + port);
    server.awaitListening(port);
    return server;
  }

  /** A self-signed certificate for 127.0.0.1 in PEM for nginx, and {@code trust.p12} holding it for the client. */
  private static void certificate(Path dir) throws IOException, InterruptedException {
    run(dir, "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", "key.pem", "-out", "cert.pem", "-days", "2", "-subj", "/CN=loopback",
        "-addext", "subjectAltName=IP:127.0.0.1");
    run(dir, "keytool", "-importcert", "-noprompt", "-alias", "nginx", "-file", "cert.pem", "-storetype", "PKCS12",
        "-keystore", "trust.p12", "-storepass", PASSWORD);
  }

  private static void run(Path dir, String... command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(dir.resolve(command[0] + ".log").toFile()).start();
    if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
      throw new IllegalStateException(String.join(" ", command) + " failed: "
          + Files.readString(dir.resolve(command[0] + ".log")));
    }
  }

  private void awaitListening(int port) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException("nginx exited: " + Files.readString(dir.resolve("stdout.log")));
      }
      try (Socket probe = new Socket(InetAddress.getLoopbackAddress(), port)) {
        return;
      } catch (IOException notYet) {
        Thread.sleep(20);
      }
    }
    close();
    throw new IllegalStateException("nginx did not listen on " + port + " within 10 s");
  }

  public String baseUrl() {
    return baseUrl;
  }

  /** The client's trust store, holding the server's certificate. */
  public Path trustStore() {
    return dir.resolve("trust.p12");
  }

  /** The access log's lines: {@code HTTP/2.0 200 /item/1}. */
  public List<String> requests() throws IOException {
    Path log = dir.resolve("access.log");
    return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
