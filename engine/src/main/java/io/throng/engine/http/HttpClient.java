package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.throng.engine.transport.Transport;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The client every virtual user's connection is made with: one Netty {@link Bootstrap} per event
 * loop, so a connection always lives on the loop of the user that opened it.
 *
 * <pre>{@code
 * HttpClient client = new HttpClient(group, Transport.best(), ofSeconds(10), ofSeconds(60));
 * UserConnection connection = client.newConnection(group.next());  // one per virtual user
 * }</pre>
 */
public final class HttpClient {

  private final Map<EventLoop, Bootstrap> bootstraps = new IdentityHashMap<>();
  private final Duration requestTimeout;

  public HttpClient(EventLoopGroup group, Transport transport, Duration connectTimeout, Duration requestTimeout) {
    this.requestTimeout = requestTimeout;
    Bootstrap template = new Bootstrap()
        .channel(transport.channelClass())
        .option(ChannelOption.TCP_NODELAY, true)
        .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) Math.min(Integer.MAX_VALUE, connectTimeout.toMillis()))
        .handler(new ClientInitializer());
    for (EventExecutor executor : group) {
      EventLoop loop = (EventLoop) executor;
      bootstraps.put(loop, template.clone(loop));
    }
  }

  /** A connection holder for one virtual user living on {@code loop}. */
  public UserConnection newConnection(EventLoop loop) {
    Bootstrap bootstrap = bootstraps.get(loop);
    if (bootstrap == null) {
      throw new IllegalArgumentException("event loop " + loop + " does not belong to this client's group");
    }
    return new UserConnection(bootstrap, requestTimeout);
  }
}
