package io.throng.engine.http;

import io.netty.handler.ssl.SslContext;
import io.throng.dsl.model.HttpProtocol;
import java.time.Duration;
import java.util.Objects;

/**
 * What an {@link HttpClient} needs: the protocol's connection choice, its TLS context (built, so
 * an unreadable trust store stops the run before it starts), and the timeouts and body cap, where
 * the protocol's own values win over the configured ones.
 *
 * @param maxBodyBytes the most of a response body kept for checks ({@code loadtest.http.maxBodyBytes})
 */
public record ClientSettings(
    HttpProtocol.ConnectionPolicy connections,
    SslContext tls,
    Duration connectTimeout,
    Duration requestTimeout,
    int maxBodyBytes) {

  public ClientSettings {
    Objects.requireNonNull(connections, "connections");
    Objects.requireNonNull(tls, "tls");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(requestTimeout, "requestTimeout");
  }

  /**
   * The protocol's settings over the configured defaults.
   *
   * @throws IllegalArgumentException when the TLS settings cannot be used, such as an unreadable trust store
   */
  public static ClientSettings of(HttpProtocol protocol, Duration connectTimeout, Duration requestTimeout,
      long maxBodyBytes) {
    return new ClientSettings(protocol.connections(), ClientTls.context(protocol.tls()), protocol.connectTimeout().orElse(connectTimeout),
        protocol.requestTimeout().orElse(requestTimeout), (int) Math.min(Integer.MAX_VALUE - 8, maxBodyBytes));
  }
}
