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
 * A test server written in Python, an implementation independent of Netty: a script from the test
 * resources that prints {@code port N} once listening on an ephemeral loopback port, and its
 * counts when its standard input closes.
 */
public class PythonServer implements AutoCloseable {

  /** Debian's interpreter, which sees the Debian packages, before whatever {@code python3} is first on the path. */
  private static final String PYTHON = Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";

  private final Process process;
  private final BufferedReader output;
  private final int port;

  /** @param install what to install when the script does not start, such as {@code apt-get install -y python3} */
  protected PythonServer(String script, String install) throws IOException {
    Path copy = Files.createTempFile("python_server", ".py");
    try (InputStream in = PythonServer.class.getResourceAsStream(script)) {
      Files.write(copy, in.readAllBytes());
    }
    process = new ProcessBuilder(PYTHON, copy.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String first = output.readLine();
    if (first == null || !first.startsWith("port ")) {
      process.destroyForcibly();
      throw new IllegalStateException("the python server " + script + " did not start (said " + first + "): " + install);
    }
    port = Integer.parseInt(first.substring("port ".length()).trim());
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  /** Stops the server and returns the counts it printed. */
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
