package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The WHATWG event-stream rules, each as a stream and the events it must give. */
class EventStreamParserTest {

  static Stream<Arguments> streams() {
    return Stream.of(
        Arguments.of("one data line", "data: hi\n\n", List.of(event("message", "hi", "", null))),
        Arguments.of("lines joined with LF", "data: a\ndata: b\n\n", List.of(event("message", "a\nb", "", null))),
        Arguments.of("CRLF line ends", "event: tick\r\ndata: 1\r\n\r\n", List.of(event("tick", "1", "", null))),
        Arguments.of("CR line ends", "data: 1\r\rdata: 2\r\r", List.of(event("message", "1", "", null),
            event("message", "2", "", null))),
        Arguments.of("comments ignored", ": keep-alive\ndata: x\n: more\n\n", List.of(event("message", "x", "", null))),
        Arguments.of("only one space dropped", "data:  two\ndata:none\n\n", List.of(event("message", " two\nnone", "", null))),
        Arguments.of("field without a value", "data\n\n", List.of(event("message", "", "", null))),
        Arguments.of("no data, no event", "event: e\nid: 3\n\ndata: after\n\n", List.of(event("message", "after", "3", null))),
        Arguments.of("id persists, reset by empty id", "id: 7\ndata: a\n\ndata: b\n\nid\ndata: c\n\n",
            List.of(event("message", "a", "7", null), event("message", "b", "7", null), event("message", "c", "", null))),
        Arguments.of("id with NUL ignored", "id: 1\ndata: a\n\nid: 2\u0000\ndata: b\n\n",
            List.of(event("message", "a", "1", null), event("message", "b", "1", null))),
        Arguments.of("retry digits only", "retry: 3000\ndata: a\n\nretry: 1s\ndata: b\n\n",
            List.of(event("message", "a", "", "3000"), event("message", "b", "", null))),
        Arguments.of("unknown field ignored", "foo: bar\ndata: a\n\n", List.of(event("message", "a", "", null))),
        Arguments.of("leading BOM dropped", "\uFEFFdata: a\n\n", List.of(event("message", "a", "", null))),
        Arguments.of("unfinished event dropped", "data: a\n\ndata: b\n", List.of(event("message", "a", "", null))),
        Arguments.of("UTF-8 data", "data: é€😀\n\n", List.of(event("message", "é€😀", "", null))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("streams")
  void parsesAsTheStandardSays(String name, String stream, List<ServerSentEvent> expected) {
    assertThat(parse(stream, 1 << 16, 1000)).containsExactlyElementsOf(expected);
  }

  @ParameterizedTest(name = "{0}, one byte at a time")
  @MethodSource("streams")
  void givesTheSameEventsWhateverTheChunks(String name, String stream, List<ServerSentEvent> expected) {
    assertThat(parse(stream, 1 << 16, 1)).containsExactlyElementsOf(expected);
  }

  @Test
  void aCrLfSplitAcrossChunksIsOneLineEnd() {
    assertThat(parse("data: a\r\n\r\ndata: b\r\n\r\n", 1 << 16, 8))
        .containsExactly(event("message", "a", "", null), event("message", "b", "", null));
  }

  @Test
  void anEventLargerThanTheBoundStopsTheStream() {
    EventStreamParser parser = new EventStreamParser(10);
    List<ServerSentEvent> events = new ArrayList<>();
    assertThat(parser.feed(Unpooled.copiedBuffer("data: 1\n\n", StandardCharsets.UTF_8), events::add)).isNull();
    assertThat(parser.feed(Unpooled.copiedBuffer("data: 0123456789\n\n", StandardCharsets.UTF_8), events::add))
        .isEqualTo("an event longer than 10 bytes");
    assertThat(events).hasSize(1);
  }

  @Test
  void theLastEventIdIsSetAtEachEmptyLine() {
    EventStreamParser parser = new EventStreamParser(100);
    parser.feed(Unpooled.copiedBuffer("id: 5\n", StandardCharsets.UTF_8), event -> { });
    assertThat(parser.lastEventId()).isEmpty();
    parser.feed(Unpooled.copiedBuffer("\n", StandardCharsets.UTF_8), event -> { });
    assertThat(parser.lastEventId()).isEqualTo("5");
  }

  private static List<ServerSentEvent> parse(String stream, int maxEventBytes, int chunk) {
    byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
    EventStreamParser parser = new EventStreamParser(maxEventBytes);
    List<ServerSentEvent> events = new ArrayList<>();
    for (int at = 0; at < bytes.length; at += chunk) {
      assertThat(parser.feed(Unpooled.wrappedBuffer(bytes, at, Math.min(chunk, bytes.length - at)), events::add)).isNull();
    }
    return events;
  }

  private static ServerSentEvent event(String type, String data, String id, String retry) {
    return new ServerSentEvent(type, data, id, retry);
  }
}
