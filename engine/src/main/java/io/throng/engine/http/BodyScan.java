package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpHeaders;

/**
 * Reads one response's body as it arrives, decoded, for checks that search it without the body
 * being kept (a {@code substring} check on a 10 MiB body holds a few bytes, not the body). Made
 * for one exchange and read on the connection's event loop; the {@link Response} carries it to
 * the checks.
 */
public interface BodyScan {

  /** The response's head arrived; whatever an earlier attempt of the request read is forgotten. */
  void start(HttpHeaders headers);

  /** The next part of the body, decoded; read without moving its reader index. */
  void accept(ByteBuf decoded);
}
