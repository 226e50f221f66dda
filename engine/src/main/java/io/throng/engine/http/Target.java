package io.throng.engine.http;

import java.net.InetSocketAddress;

/**
 * Where a request goes: scheme, host and port as the URL said, and the address to connect to.
 * Connections are pooled per target, so two targets are equal when all of these are.
 *
 * @param address resolved before the run for the base URLs and literal IPs; otherwise
 *     unresolved, for Netty's resolver to look up when connecting
 */
public record Target(boolean tls, String host, int port, InetSocketAddress address) {

  /** The Host header's value: the port only when it is not the scheme's default. */
  String hostHeader() {
    boolean defaultPort = tls ? port == 443 : port == 80;
    String name = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
    return defaultPort ? name : name + ":" + port;
  }

  /** {@code https://host:port}, for messages and for resolving relative redirects. */
  String origin() {
    return (tls ? "https://" : "http://") + hostHeader();
  }
}
