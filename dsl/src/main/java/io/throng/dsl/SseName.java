package io.throng.dsl;

import io.throng.dsl.model.SseCommand;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A Server-Sent Events step named for the statistics, on the user's stream {@link #DEFAULT_STREAM}
 * or the one {@link #sseName} says: {@code sse("prices").sseName("prices").get("/prices")}. Immutable.
 */
public final class SseName {

  /** The stream a step acts on when it names none. */
  public static final String DEFAULT_STREAM = "sse";

  private final String name;
  private final String stream;

  SseName(String name, String stream) {
    this.name = Require.notBlank("sse name", name);
    this.stream = Require.notBlank("sseName", stream);
  }

  /** The user's stream this step acts on; a user has one stream per name. */
  public SseName sseName(String stream) {
    return new SseName(name, stream);
  }

  /**
   * Opens the stream: a GET of {@code path}, relative to the base URL or a full http(s) URL;
   * {@code #{key}} placeholders are filled from the session.
   */
  public SseOpenBuilder get(String path) {
    Require.notBlank("sse path", path);
    if (!path.startsWith("/") && !path.startsWith("http://") && !path.startsWith("https://") && !path.startsWith("#{")) {
      throw new IllegalArgumentException("sse path must start with \"/\" or be a full http(s) URL, was \"" + path + "\"");
    }
    return new SseOpenBuilder(this, new SseCommand.Open(Templates.parse("sse path", path), List.of(), Optional.empty()));
  }

  public SseOpenBuilder get(Function<Session, String> path) {
    return new SseOpenBuilder(this, new SseCommand.Open(Templates.computed("sse path", path), List.of(), Optional.empty()));
  }

  /** Waits on the open stream for the events {@code on(...)} names, each within {@code timeout} of this step. */
  public WsAwait<SseAction> await(Duration timeout) {
    return new WsAwait<>(Require.positive("await timeout", timeout), await -> action(new SseCommand.Await(await)));
  }

  /** Closes the stream's connection at once. */
  public SseAction close() {
    return action(new SseCommand.Close());
  }

  Step.Sse step(SseCommand command) {
    return new Step.Sse(stream, name, command);
  }

  private SseAction action(SseCommand command) {
    Step.Sse step = step(command);
    return new SseAction() {
      @Override
      Step.Sse toStep() {
        return step;
      }
    };
  }
}
