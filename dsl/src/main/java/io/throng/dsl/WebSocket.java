package io.throng.dsl;

/** The WebSocket checks, reached through the {@code ws} constant: {@code ws.checkTextMessage("reply")}. */
public final class WebSocket {

  static final WebSocket INSTANCE = new WebSocket();

  private WebSocket() {}

  /** A text message to await, recorded under {@code name}. */
  public WsCheckBuilder checkTextMessage(String name) {
    return new WsCheckBuilder("checkTextMessage name", name);
  }
}
