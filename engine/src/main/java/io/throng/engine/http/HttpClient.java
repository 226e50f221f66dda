package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.resolver.AddressResolverGroup;
import io.netty.util.concurrent.EventExecutor;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.transport.Transport;
import java.net.InetSocketAddress;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The client every virtual user's connection is made with: one Netty {@link Bootstrap} per event
 * loop, so a connection always lives on the loop of the user that opened it, and one shared
 * connection pool per loop when the protocol shares connections. Hosts first met during the run
 * are looked up asynchronously ({@link NameResolution}), never blocking a loop.
 *
 * <pre>{@code
 * HttpClient client = new HttpClient(group, Transport.best(), ClientSettings.of(protocol, engineSettings));
 * UserConnection connection = client.newConnection(group.next());  // one per virtual user
 * }</pre>
 */
public final class HttpClient {

  private final Map<EventLoop, Connector> connectors = new IdentityHashMap<>();
  private final Map<EventLoop, ChannelPool> sharedPools = new IdentityHashMap<>();
  private final TrafficCounter traffic = new TrafficCounter();
  private final ClientSettings settings;

  public HttpClient(EventLoopGroup group, Transport transport, ClientSettings settings) {
    this.settings = settings;
    Bootstrap template = new Bootstrap()
        .channelFactory(transport.channelFactory())
        .option(ChannelOption.TCP_NODELAY, true)
        // Off: the Connector times connects itself, keeping nothing once a connection is open.
        .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 0)
        .handler(new ClientInitializer(traffic));
    AddressResolverGroup<InetSocketAddress> resolvers =
        NameResolution.group(transport, settings.nameServers(), settings.connectTimeout());
    template.resolver(resolvers);
    for (EventExecutor executor : group) {
      EventLoop loop = (EventLoop) executor;
      // Made now, before the run: the first one loads and sets up Netty's DNS classes, which is slow
      // on a cold JVM, and would otherwise do so on a loop at its first connect.
      resolvers.getResolver(loop);
      Http3Connector http3 = settings.http3().map(tls -> new Http3Connector(loop, transport.datagramChannelClass(),
          resolvers, tls, traffic, settings.connectTimeout())).orElse(null);
      Connector connector = new Connector(template.clone(loop), settings.tls(), settings.alpnTls(),
          settings.http2(), settings.connectTimeout(), settings.proxy(), http3);
      connectors.put(loop, connector);
      if (settings.connections() instanceof HttpProtocol.ConnectionPolicy.Shared shared) {
        sharedPools.put(loop, new ChannelPool(connector, shared.maxPerHost()));
      }
    }
  }

  /** A connection holder for one virtual user living on {@code loop}. */
  public UserConnection newConnection(EventLoop loop) {
    Connector connector = connectors.get(loop);
    if (connector == null) {
      throw new IllegalArgumentException("event loop " + loop + " does not belong to this client's group");
    }
    ChannelPool shared = sharedPools.get(loop);
    CookieJar cookies = settings.cookies() ? new CookieJar() : null;
    if (shared != null) {
      return new UserConnection(shared, false, cookies, settings.retryOnStaleConnection());
    }
    // One connection serves the user's requests; the others open while it fetches a page's
    // resources, unless it speaks HTTP/2 or HTTP/3: then they are streams on it.
    int maxPerHost = ((HttpProtocol.ConnectionPolicy.PerUser) settings.connections()).maxPerHost();
    return new UserConnection(new ChannelPool(connector, maxPerHost, 1), true, cookies,
        settings.retryOnStaleConnection());
  }

  /** The TLS provider https connections use: {@code JDK} or {@code OpenSSL (BoringSSL)}. */
  public String tlsProvider() {
    return settings.tlsProvider();
  }

  /** The most of a response body kept for checks. */
  public int maxBodyBytes() {
    return settings.maxBodyBytes();
  }

  /** Bytes written to every connection so far, TLS and HTTP headers included. */
  public long bytesSent() {
    return traffic.sent();
  }

  /** Bytes read from every connection so far. */
  public long bytesReceived() {
    return traffic.received();
  }
}
