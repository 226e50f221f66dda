package io.throng.engine.testing;

import java.io.IOException;

/**
 * An independent WebSocket implementation to test against: Debian's {@code python3-websockets}
 * running {@code websocket/echo_server.py}, which counts the messages it received and sent and
 * tells them when it stops, as {@code received=R sent=S}.
 */
public final class PythonWebSocketServer extends PythonServer {

  public PythonWebSocketServer() throws IOException {
    super("/websocket/echo_server.py", "install Debian's python3-websockets, apt-get install -y python3-websockets");
  }
}
