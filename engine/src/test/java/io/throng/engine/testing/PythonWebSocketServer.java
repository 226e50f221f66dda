package io.throng.engine.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * An independent WebSocket implementation to test against: Debian's {@code python3-websockets}
 * running {@code websocket/echo_server.py} on an ephemeral loopback port, which counts the
 * messages it received and sent and tells them when it stops.
 */
public final class PythonWebSocketServer implements AutoCloseable {

  /** Debian's interpreter, which sees the Debian package, before whatever {@code python3} is first on the path. */
  private static final String PYTHON = Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";

  private final Process process;
  private final BufferedReader output;
  private final int port;

  public PythonWebSocketServer() throws IOException {
    Path script = Files.createTempFile("echo_server", ".py");
    try (InputStream in = PythonWebSocketServer.class.getResourceAsStream("/websocket/echo_server.py")) {
      Files.write(script, in.readAllBytes());
    }
    process = new ProcessBuilder(PYTHON, script.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String first = output.readLine();
    if (first == null || !first.startsWith("port ")) {
      process.destroyForcibly();
      throw new IllegalStateException("the python WebSocket server did not start (said " + first
          + "): install Debian's python3-websockets, apt-get install -y python3-websockets");
    }
    port = Integer.parseInt(first.substring("port ".length()).trim());
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  /** Stops the server and returns its counts, {@code received=R sent=S}. */
  public String stop() throws IOException, InterruptedException {
    process.getOutputStream().close();
    String counts = output.readLine();
    if (!process.waitFor(10, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
    return counts;
  }

  @Override
  public void close() {
    process.destroyForcibly();
  }
}
