package io.throng.dsl;

/**
 * The Server-Sent Events checks, reached through the {@code sse} constant:
 * {@code sse.checkMessage("tick").check(jsonPath("$.n").saveAs("n"))}. An event is checked as a
 * response whose body is its {@code data} and whose headers {@code event}, {@code id} and
 * {@code retry} are its other fields: {@code header("event").is("tick")}.
 */
public final class ServerSentEvents {

  static final ServerSentEvents INSTANCE = new ServerSentEvents();

  private ServerSentEvents() {}

  /** An event to await, recorded under {@code name}. */
  public WsCheckBuilder checkMessage(String name) {
    return new WsCheckBuilder("checkMessage name", name);
  }
}
