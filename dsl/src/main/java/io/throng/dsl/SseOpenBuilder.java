package io.throng.dsl;

import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.SseCommand;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A Server-Sent Events open: the GET's headers and the events to wait for once open. The user's
 * cookies go with it, and {@code Last-Event-ID} when the stream is opened again after an event
 * with an id. Immutable: each method returns a new builder.
 */
public final class SseOpenBuilder extends SseAction {

  private final SseName name;
  private final SseCommand.Open spec;

  SseOpenBuilder(SseName name, SseCommand.Open spec) {
    this.name = name;
    this.spec = spec;
  }

  /** A header of the GET; {@code #{key}} placeholders are filled from the session. */
  public SseOpenBuilder header(String header, String value) {
    return withHeader(new NamedText(Require.notBlank("header name", header), Templates.parse("header " + header, value)));
  }

  public SseOpenBuilder header(String header, Function<Session, String> value) {
    return withHeader(new NamedText(Require.notBlank("header name", header), Templates.computed("header " + header, value)));
  }

  /** Waits for the events {@code on(...)} names, each within {@code timeout} of the GET. */
  public WsAwait<SseOpenBuilder> await(Duration timeout) {
    return new WsAwait<>(Require.positive("await timeout", timeout),
        await -> new SseOpenBuilder(name, new SseCommand.Open(spec.path(), spec.headers(), Optional.of(await))));
  }

  private SseOpenBuilder withHeader(NamedText header) {
    List<NamedText> all = new ArrayList<>(spec.headers());
    all.add(header);
    return new SseOpenBuilder(name, new SseCommand.Open(spec.path(), all, spec.await()));
  }

  @Override
  Step.Sse toStep() {
    return name.step(spec);
  }
}
