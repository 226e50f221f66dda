package io.throng.dsl;

import io.throng.dsl.model.Step;
import io.throng.dsl.model.Text;
import io.throng.dsl.model.WsCommand;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A WebSocket step named for the statistics, on the user's socket {@link #DEFAULT_SOCKET} or the
 * one {@link #wsName} says: {@code ws("open chat").wsName("chat").connect("/chat")}. Immutable.
 */
public final class WsName {

  /** The socket a step acts on when it names none. */
  public static final String DEFAULT_SOCKET = "websocket";

  private final String name;
  private final String socket;

  WsName(String name, String socket) {
    this.name = Require.notBlank("ws name", name);
    this.socket = Require.notBlank("wsName", socket);
  }

  /** The user's socket this step acts on; a user has one socket per name. */
  public WsName wsName(String socket) {
    return new WsName(name, socket);
  }

  /**
   * Opens the socket: an upgrade request to {@code path}, relative to the base URL (http becomes ws,
   * https wss), or a full ws(s) URL; {@code #{key}} placeholders are filled from the session.
   */
  public WsConnectBuilder connect(String path) {
    return new WsConnectBuilder(this, connection(Templates.parse("ws path", checkPath(path))));
  }

  public WsConnectBuilder connect(Function<Session, String> path) {
    return new WsConnectBuilder(this, connection(Templates.computed("ws path", session -> httpScheme(path.apply(session)))));
  }

  /** Sends a text frame; {@code #{key}} placeholders are filled from the session. */
  public WsSendBuilder sendText(String template) {
    return new WsSendBuilder(this, new WsCommand.SendText(Templates.parse("sendText", template), Optional.empty()));
  }

  public WsSendBuilder sendText(Function<Session, String> text) {
    return new WsSendBuilder(this, new WsCommand.SendText(Templates.computed("sendText", text), Optional.empty()));
  }

  public WsSendBuilder sendBytes(byte[] bytes) {
    return new WsSendBuilder(this, new WsCommand.SendBytes(Blocks.notNull("sendBytes", bytes), Optional.empty()));
  }

  /** Closes the socket (code 1000) and waits for the server's close frame, within the request timeout. */
  public WsAction close() {
    Step.WebSocket step = step(new WsCommand.Close());
    return new WsAction() {
      @Override
      Step.WebSocket toStep() {
        return step;
      }
    };
  }

  Step.WebSocket step(WsCommand command) {
    return new Step.WebSocket(socket, name, command);
  }

  private static WsCommand.Connect connection(Text path) {
    return new WsCommand.Connect(path, List.of(), List.of(), Optional.empty());
  }

  private static String checkPath(String path) {
    Require.notBlank("ws path", path);
    String http = httpScheme(path);
    if (!http.startsWith("/") && !http.startsWith("http://") && !http.startsWith("https://") && !http.startsWith("#{")) {
      throw new IllegalArgumentException("ws path must start with \"/\" or be a full ws(s) URL, was \"" + path + "\"");
    }
    return http;
  }

  /** The engine sends the upgrade as an HTTP request: a ws(s) URL is given as http(s). */
  private static String httpScheme(String url) {
    if (url.regionMatches(true, 0, "ws://", 0, 5)) {
      return "http://" + url.substring(5);
    }
    return url.regionMatches(true, 0, "wss://", 0, 6) ? "https://" + url.substring(6) : url;
  }
}
