package io.throng.engine.testing;

import java.io.IOException;

/**
 * An independent Server-Sent Events implementation to test against: {@code sse/event_server.py} on
 * Python's standard library only, which counts the events it sent and tells them when it stops,
 * as {@code sent=S streams=T}.
 */
public final class PythonSseServer extends PythonServer {

  public PythonSseServer() throws IOException {
    super("/sse/event_server.py", "install Python 3, apt-get install -y python3");
  }
}
