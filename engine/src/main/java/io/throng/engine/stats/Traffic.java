package io.throng.engine.stats;

import java.util.function.LongSupplier;

/**
 * Where the collector reads how many bytes the run has sent and received so far, on the wire
 * (headers and TLS records included). The HTTP client counts; the stats only read, so they need
 * not know the client.
 *
 * <pre>{@code
 * Traffic traffic = new Traffic(client::bytesSent, client::bytesReceived);
 * }</pre>
 */
public record Traffic(LongSupplier bytesSent, LongSupplier bytesReceived) {

  /** No traffic counted, for collectors that run without a client. */
  public static final Traffic NONE = new Traffic(() -> 0, () -> 0);
}
