package io.throng.engine.http;

import io.netty.channel.EventLoopGroup;
import io.netty.resolver.AddressResolverGroup;
import io.netty.resolver.ResolvedAddressTypes;
import io.netty.resolver.dns.DefaultDnsCache;
import io.netty.resolver.dns.DefaultDnsCnameCache;
import io.netty.resolver.dns.DnsAddressResolverGroup;
import io.netty.resolver.dns.DnsNameResolverBuilder;
import io.netty.resolver.dns.DnsServerAddressStreamProviders;
import io.netty.resolver.dns.SequentialDnsServerAddressStreamProvider;
import io.netty.util.NetUtil;
import io.throng.engine.transport.Transport;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * How hosts first met during the run (a redirect to another host, a URL built from the session)
 * are looked up: with Netty's asynchronous DNS resolver, one per event loop, so a lookup never
 * blocks the loop that waits for it. {@code /etc/hosts} answers first (so {@code localhost} needs
 * no DNS server), answers are cached for their TTL and unknown hosts for {@value #NEGATIVE_TTL_SECONDS} s
 * in one cache all loops share, so a load test does not ask again for every request. Hosts known before the run are resolved
 * then, by {@link Targets}, and never looked up again: with the JVM's resolver, or with
 * {@link #lookUpNow} when DNS servers are configured, so every host is asked of the same servers.
 *
 * <pre>{@code
 * bootstrap.resolver(NameResolution.group(Transport.best(), List.of(), Duration.ofSeconds(10)));
 * }</pre>
 */
final class NameResolution {

  /** How long an unknown host stays unknown before it is asked for again. */
  static final int NEGATIVE_TTL_SECONDS = 10;

  /** The most one lookup waits for a DNS server's answer, when the connect timeout is longer. */
  static final Duration MAX_QUERY_TIMEOUT = Duration.ofSeconds(5);

  private static final int DNS_PORT = 53;

  private NameResolution() {}

  /**
   * @param servers the DNS servers to ask, in order; empty for the system's ({@code /etc/resolv.conf})
   * @param connectTimeout a lookup is part of connecting, so it never waits longer than this
   */
  static AddressResolverGroup<InetSocketAddress> group(Transport transport, List<InetSocketAddress> servers,
      Duration connectTimeout) {
    DnsNameResolverBuilder builder = new DnsNameResolverBuilder()
        .datagramChannelType(transport.datagramChannelClass())
        .socketChannelFactory(transport.channelFactory())
        .resolvedAddressTypes(ResolvedAddressTypes.IPV4_PREFERRED)
        // One cache for all loops: each loop has its own resolver, and a user's loop is chance.
        .resolveCache(new DefaultDnsCache(0, Integer.MAX_VALUE, NEGATIVE_TTL_SECONDS))
        .cnameCache(new DefaultDnsCnameCache())
        .queryTimeoutMillis(Math.max(1, Math.min(connectTimeout.toMillis(), MAX_QUERY_TIMEOUT.toMillis())))
        .nameServerProvider(servers.isEmpty()
            ? DnsServerAddressStreamProviders.platformDefault()
            : new SequentialDnsServerAddressStreamProvider(servers.toArray(InetSocketAddress[]::new)));
    return new DnsAddressResolverGroup(builder);
  }

  /**
   * Looks {@code host} up at once, as the run's lookups are ({@code /etc/hosts} first, then
   * {@code servers}). Blocks, on a loop of its own: only for hosts known before the run.
   *
   * @throws UnknownHostException saying why, when no server knows the host or none answered in time
   */
  static InetAddress lookUpNow(String host, List<InetSocketAddress> servers, Duration timeout)
      throws UnknownHostException {
    Transport transport = Transport.best();
    EventLoopGroup loop = transport.newGroup(1, "throng-dns");
    try (AddressResolverGroup<InetSocketAddress> resolvers = group(transport, servers, timeout)) {
      return resolvers.getResolver(loop.next()).resolve(InetSocketAddress.createUnresolved(host, 0)).get().getAddress();
    } catch (ExecutionException e) {
      UnknownHostException unknown = new UnknownHostException(e.getCause().getMessage());
      unknown.initCause(e.getCause());
      throw unknown;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UnknownHostException("interrupted while looking up " + host);
    } finally {
      loop.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
    }
  }

  /**
   * Parses {@code loadtest.http.dnsServers}: IP addresses, with a port after a colon when it is
   * not 53 ({@code 10.0.0.2}, {@code 127.0.0.1:5353}, {@code [::1]:5353}).
   *
   * @throws IllegalArgumentException naming the setting and the value when one is not an IP address
   */
  static List<InetSocketAddress> servers(List<String> settings) {
    return settings.stream().map(NameResolution::server).toList();
  }

  private static InetSocketAddress server(String setting) {
    String text = setting.trim();
    String host = text;
    String port = null;
    if (text.startsWith("[") && text.indexOf(']') > 0) {
      host = text.substring(1, text.indexOf(']'));
      String rest = text.substring(text.indexOf(']') + 1);
      port = rest.startsWith(":") ? rest.substring(1) : rest.isEmpty() ? null : rest;
    } else if (text.indexOf(':') >= 0 && text.indexOf(':') == text.lastIndexOf(':')) {
      host = text.substring(0, text.indexOf(':'));
      port = text.substring(text.indexOf(':') + 1);
    }
    try {
      if (!NetUtil.isValidIpV4Address(host) && !NetUtil.isValidIpV6Address(host)) {
        throw new IllegalArgumentException("not an IP address");
      }
      int number = port == null ? DNS_PORT : Integer.parseInt(port);
      return new InetSocketAddress(NetUtil.createInetAddressFromIpAddressString(host), number);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("loadtest.http.dnsServers must hold IP addresses with an optional port"
          + " (127.0.0.1:5353), was \"" + setting + "\"", e);
    }
  }
}
