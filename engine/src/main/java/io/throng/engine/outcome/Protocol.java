package io.throng.engine.outcome;

/**
 * The protocol a request actually went out on, as the run log and the report name it: an {@code
 * enableHttp2()} request that fell back to HTTP/1.1, because the server offered no h2, is {@link
 * #H1}. {@link #NONE} is a request that reached no connection (refused, a name that did not
 * resolve, a session the request could not be built from): it is counted under no protocol.
 */
public enum Protocol {
  NONE(""),
  H1("h1"),
  H2("h2"),
  H3("h3"),
  WS("ws"),
  SSE("sse");

  private final String label;

  Protocol(String label) {
    this.label = label;
  }

  /** The word the run log writes and the report shows: {@code h1}, {@code h2}, {@code h3}, {@code ws}, {@code sse}. */
  public String label() {
    return label;
  }
}
