package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a {@link Step.Sse} step does with its stream. */
public sealed interface SseCommand {

  /**
   * Opens the stream with a GET; its response time is the time to the first event, and an answer
   * other than {@code 200} with {@code Content-Type: text/event-stream} is a KO.
   *
   * @param path an absolute path or a full http(s) URL
   * @param await the events to wait for once open, from the GET
   */
  record Open(Text path, List<NamedText> headers, Optional<WsCommand.WsAwait> await) implements SseCommand {
    public Open {
      Objects.requireNonNull(path, "path");
      headers = List.copyOf(headers);
      Objects.requireNonNull(await, "await");
    }
  }

  /** Waits on the open stream for the events {@code await} names, timed from this step. */
  record Await(WsCommand.WsAwait await) implements SseCommand {
    public Await {
      Objects.requireNonNull(await, "await");
    }
  }

  /** Closes the stream's connection; nothing is awaited. */
  record Close() implements SseCommand {}
}
