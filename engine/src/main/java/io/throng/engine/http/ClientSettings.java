package io.throng.engine.http;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigValueType;
import io.netty.handler.codec.quic.QuicSslContext;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.config.EngineSettings;
import java.net.InetSocketAddress;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What an {@link HttpClient} needs: the protocol's connection choice, its TLS context (built before
 * the run when the protocol has an https base URL, a trust store or a chosen TLS provider, so their
 * errors stop the run before it starts; otherwise on first use, see {@link ClientTls#context}), the
 * timeouts and body cap, where the protocol's own values win over the configured ones, and the DNS
 * servers to ask.
 *
 * @param maxBodyBytes the most of a response body kept for checks ({@code loadtest.http.maxBodyBytes})
 * @param nameServers the DNS servers hosts met during the run are looked up with; empty for the
 *     system's ({@code /etc/resolv.conf}). {@code /etc/hosts} is read first either way
 * @param cookies whether each user keeps a cookie jar ({@code http.disableCookies()} turns it off)
 * @param proxy which targets go through the protocol's HTTP proxy; {@link ProxyRoute#DIRECT} for none
 * @param retryOnStaleConnection whether an idempotent request lost unanswered on a reused connection
 *     is sent once more ({@code http.retryOnStaleConnection(false)} turns it off)
 * @param http2 whether connections may speak HTTP/2 ({@code http.enableHttp2()})
 * @param alpnTls the TLS context of connections that may speak HTTP/2, offering h2 by ALPN; {@code
 *     tls} when HTTP/2 is off
 * @param http3 the QUIC TLS context of https targets' HTTP/3 connections ({@code
 *     http.enableHttp3()}); empty when HTTP/3 is off
 */
public record ClientSettings(
    HttpProtocol.ConnectionPolicy connections,
    TlsContext tls,
    Duration connectTimeout,
    Duration requestTimeout,
    int maxBodyBytes,
    List<InetSocketAddress> nameServers,
    boolean cookies,
    ProxyRoute proxy,
    boolean retryOnStaleConnection,
    HttpProtocol.Http2 http2,
    TlsContext alpnTls,
    Optional<QuicSslContext> http3) {

  public ClientSettings {
    Objects.requireNonNull(connections, "connections");
    Objects.requireNonNull(proxy, "proxy");
    Objects.requireNonNull(tls, "tls");
    Objects.requireNonNull(http2, "http2");
    Objects.requireNonNull(alpnTls, "alpnTls");
    Objects.requireNonNull(http3, "http3");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(requestTimeout, "requestTimeout");
    nameServers = List.copyOf(nameServers);
  }

  /**
   * Settings with which every target goes direct, such as the warm-up's loopback target, and a
   * request lost on a stale connection is sent once more.
   */
  public ClientSettings(HttpProtocol.ConnectionPolicy connections, TlsContext tls, Duration connectTimeout,
      Duration requestTimeout, int maxBodyBytes, List<InetSocketAddress> nameServers, boolean cookies) {
    this(connections, tls, connectTimeout, requestTimeout, maxBodyBytes, nameServers, cookies, ProxyRoute.DIRECT, true,
        HttpProtocol.Http2.OFF, tls, Optional.empty());
  }

  /** These settings with every plain-http target spoken to in h2c at once (prior knowledge). */
  public ClientSettings withHttp2PriorKnowledge() {
    return new ClientSettings(connections, tls, connectTimeout, requestTimeout, maxBodyBytes, nameServers, cookies, proxy,
        retryOnStaleConnection, HttpProtocol.Http2.PRIOR_KNOWLEDGE, alpnTls, http3);
  }

  /**
   * The protocol's settings over the configured ones ({@code loadtest.http.*}).
   *
   * @throws IllegalArgumentException when the TLS settings cannot be used, such as an unreadable
   *     trust store or an unavailable provider, HTTP/3 on a machine without QUIC, a DNS server is not {@code host:port}, or the
   *     proxy host cannot be resolved
   */
  public static ClientSettings of(HttpProtocol protocol, EngineSettings settings) {
    return of(protocol, settings, Optional.empty());
  }

  /**
   * As {@link #of(HttpProtocol, EngineSettings)}, HTTP/3 connections also trusting {@code
   * demoCertificate}: the embedded demo target's, made when it started.
   */
  public static ClientSettings of(HttpProtocol protocol, EngineSettings settings,
      Optional<X509Certificate> demoCertificate) {
    Duration connectTimeout = protocol.connectTimeout().orElse(settings.connectTimeout());
    String provider = settings.section().getString("http.tlsProvider");
    TlsContext tls = ClientTls.context(protocol, provider);
    return new ClientSettings(protocol.connections(),
        tls,
        connectTimeout,
        protocol.requestTimeout().orElse(settings.requestTimeout()),
        (int) Math.min(Integer.MAX_VALUE - 8, settings.maxBodyBytes()),
        NameResolution.servers(dnsServers(settings.section())),
        protocol.cookies(),
        ProxyRoute.of(protocol, connectTimeout),
        protocol.retryOnStaleConnection(),
        protocol.http2(),
        ClientTls.alpnContext(protocol, provider, tls),
        protocol.http3() ? Optional.of(Http3Tls.context(protocol.tls(), demoCertificate)) : Optional.empty());
  }

  /** A list in a config file, or a comma-separated string from {@code -Dloadtest.http.dnsServers=a,b}. */
  private static List<String> dnsServers(Config section) {
    String path = "http.dnsServers";
    if (section.getValue(path).valueType() == ConfigValueType.STRING) {
      String servers = section.getString(path).trim();
      return servers.isEmpty() ? List.of() : List.of(servers.split("\\s*,\\s*"));
    }
    return section.getStringList(path);
  }

  /** The TLS provider https connections use, for the console: {@code JDK} or {@code OpenSSL (BoringSSL)}. */
  public String tlsProvider() {
    return ClientTls.describe(tls.get().join());
  }
}
