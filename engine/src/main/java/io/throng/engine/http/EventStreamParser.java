package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Parses a {@code text/event-stream} body as it arrives, by the WHATWG HTML standard's
 * "interpreting an event stream": lines end with CRLF, LF or CR (a CR ending one chunk and an LF
 * starting the next are one line end), a leading BOM is dropped, lines starting with {@code :}
 * are comments, a field without a colon has an empty value, one space after the colon is not part
 * of the value, unknown fields are ignored, an empty line dispatches the event (none when it has
 * no data), and an event unfinished when the stream ends is dropped. One instance per stream.
 */
final class EventStreamParser {

  private static final String DEFAULT_TYPE = "message";

  private final int maxEventBytes;
  private byte[] line = new byte[128];
  private int lineLength;
  private boolean afterCr;
  private boolean firstLine = true;
  private final StringBuilder data = new StringBuilder();
  private boolean hasData;
  private String type = "";
  private String idBuffer = "";
  private String lastEventId = "";
  private String retry;
  private int eventBytes;

  /** @param maxEventBytes the most bytes one event may take, its lines together */
  EventStreamParser(int maxEventBytes) {
    this.maxEventBytes = maxEventBytes;
  }

  /**
   * Reads {@code bytes}, passing each complete event to {@code events}; returns {@code null}, or why
   * the stream cannot be read on (an event too large).
   */
  String feed(ByteBuf bytes, Consumer<ServerSentEvent> events) {
    while (bytes.isReadable()) {
      byte b = bytes.readByte();
      if (b == '\n' && afterCr) {
        afterCr = false;
        continue;
      }
      afterCr = b == '\r';
      if (b == '\n' || b == '\r') {
        line(events);
      } else if (++eventBytes > maxEventBytes) {
        return "an event longer than " + maxEventBytes + " bytes";
      } else {
        if (lineLength == line.length) {
          line = Arrays.copyOf(line, lineLength * 2);
        }
        line[lineLength++] = b;
      }
    }
    return null;
  }

  private void line(Consumer<ServerSentEvent> events) {
    String text = new String(line, 0, lineLength, StandardCharsets.UTF_8);
    lineLength = 0;
    if (firstLine) {
      firstLine = false;
      if (text.startsWith("\uFEFF")) {
        text = text.substring(1);
      }
    }
    if (text.isEmpty()) {
      dispatch(events);
    } else if (text.charAt(0) != ':') {
      int colon = text.indexOf(':');
      String field = colon < 0 ? text : text.substring(0, colon);
      String value = colon < 0 ? "" : text.substring(text.startsWith(" ", colon + 1) ? colon + 2 : colon + 1);
      field(field, value);
    }
  }

  private void field(String field, String value) {
    switch (field) {
      case "event" -> type = value;
      case "data" -> {
        data.append(value).append('\n');
        hasData = true;
      }
      case "id" -> {
        if (value.indexOf('\0') < 0) {
          idBuffer = value;
        }
      }
      case "retry" -> {
        if (!value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
          retry = value;
        }
      }
      default -> { } // unknown fields are ignored, as the standard says
    }
  }

  /** The stream's last event ID, set at each empty line: what a reconnect sends as {@code Last-Event-ID}. */
  String lastEventId() {
    return lastEventId;
  }

  private void dispatch(Consumer<ServerSentEvent> events) {
    lastEventId = idBuffer;
    if (hasData) {
      data.setLength(data.length() - 1);
      events.accept(new ServerSentEvent(type.isEmpty() ? DEFAULT_TYPE : type, data.toString(), lastEventId, retry));
    }
    data.setLength(0);
    hasData = false;
    type = "";
    retry = null;
    eventBytes = 0;
  }
}
