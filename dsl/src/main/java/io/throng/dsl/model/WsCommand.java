package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a {@link Step.WebSocket} step does with its socket. */
public sealed interface WsCommand {

  /**
   * Opens the socket with an upgrade request; its response time is the upgrade's, and any status
   * but {@code 101} is a KO.
   *
   * @param path an absolute path or a full http(s) URL; ws and wss are given as http and https
   * @param subprotocols offered in {@code Sec-WebSocket-Protocol}, in order; none when empty
   */
  record Connect(Text path, List<NamedText> headers, List<String> subprotocols, Optional<WsAwait> await)
      implements WsCommand {
    public Connect {
      Objects.requireNonNull(path, "path");
      headers = List.copyOf(headers);
      subprotocols = List.copyOf(subprotocols);
      Objects.requireNonNull(await, "await");
    }
  }

  /** Sends a text frame, then waits for the replies {@code await} names, if any. */
  record SendText(Text text, Optional<WsAwait> await) implements WsCommand {
    public SendText {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(await, "await");
    }
  }

  /** Sends a binary frame, then waits for the replies {@code await} names, if any. */
  record SendBytes(byte[] bytes, Optional<WsAwait> await) implements WsCommand {
    public SendBytes {
      bytes = bytes.clone();
      Objects.requireNonNull(await, "await");
    }

    @Override
    public byte[] bytes() {
      return bytes.clone();
    }
  }

  /** Closes the socket with code 1000 and waits for the server's close frame. */
  record Close() implements WsCommand {}

  /**
   * Replies to wait for, in order, each within {@code timeout} of the send; one that does not come
   * in time is a KO.
   */
  record WsAwait(Duration timeout, List<WsCheck> checks) {
    public WsAwait {
      Objects.requireNonNull(timeout, "timeout");
      checks = List.copyOf(checks);
    }
  }

  /**
   * A reply, recorded under {@code name}: the first text message that passes every {@code matching}
   * condition (any message when there is none) is checked by {@code checks}; messages that match no
   * awaited reply are counted apart.
   */
  record WsCheck(String name, List<CheckSpec> matching, List<CheckSpec> checks) {
    public WsCheck {
      Objects.requireNonNull(name, "name");
      matching = List.copyOf(matching);
      checks = List.copyOf(checks);
    }
  }
}
