package io.throng.dsl;

import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.Step;
import io.throng.dsl.model.WsCommand;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A WebSocket connect: the upgrade request's headers and offered subprotocols, and the replies to
 * wait for once open. The user's cookies go with it. Immutable: each method returns a new builder.
 */
public final class WsConnectBuilder extends WsAction {

  private final WsName name;
  private final WsCommand.Connect spec;

  WsConnectBuilder(WsName name, WsCommand.Connect spec) {
    this.name = name;
    this.spec = spec;
  }

  /** A header of the upgrade request; {@code #{key}} placeholders are filled from the session. */
  public WsConnectBuilder header(String header, String value) {
    return withHeader(new NamedText(Require.notBlank("header name", header), Templates.parse("header " + header, value)));
  }

  public WsConnectBuilder header(String header, Function<Session, String> value) {
    return withHeader(new NamedText(Require.notBlank("header name", header), Templates.computed("header " + header, value)));
  }

  /** Offers {@code protocols} in {@code Sec-WebSocket-Protocol}; the server must pick one of them. */
  public WsConnectBuilder subprotocols(String... protocols) {
    if (protocols == null || protocols.length == 0) {
      throw new IllegalArgumentException("subprotocols needs at least one protocol");
    }
    List<String> all = new ArrayList<>(spec.subprotocols());
    Arrays.stream(protocols).map(protocol -> Require.notBlank("subprotocol", protocol)).forEach(all::add);
    return new WsConnectBuilder(name, new WsCommand.Connect(spec.path(), spec.headers(), all, spec.await()));
  }

  /** Waits, once the socket is open, for messages the server sends first: {@code .await(ofSeconds(1)).on(...)}. */
  public WsAwait<WsConnectBuilder> await(Duration timeout) {
    return new WsAwait<>(Require.positive("await timeout", timeout), await -> new WsConnectBuilder(name,
        new WsCommand.Connect(spec.path(), spec.headers(), spec.subprotocols(), Optional.of(await))));
  }

  private WsConnectBuilder withHeader(NamedText header) {
    List<NamedText> all = new ArrayList<>(spec.headers());
    all.add(header);
    return new WsConnectBuilder(name, new WsCommand.Connect(spec.path(), all, spec.subprotocols(), spec.await()));
  }

  @Override
  Step.WebSocket toStep() {
    return name.step(spec);
  }
}
