package io.throng.engine.transport;

import io.netty.channel.ChannelFactory;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollDatagramChannel;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.DatagramChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.util.concurrent.ThreadFactory;

/**
 * Native epoll where Linux offers it, Java NIO everywhere else.
 *
 * <pre>{@code
 * Transport transport = Transport.best();
 * EventLoopGroup loops = transport.newGroup(2, "throng-user");
 * new Bootstrap().group(loops).channelFactory(transport.channelFactory());
 * }</pre>
 */
public enum Transport {
  EPOLL(EpollSocketChannel::new, EpollServerSocketChannel.class, EpollDatagramChannel.class),
  NIO(NioSocketChannel::new, NioServerSocketChannel.class, NioDatagramChannel.class);

  private final ChannelFactory<SocketChannel> channelFactory;
  private final Class<? extends ServerChannel> serverChannelClass;
  private final Class<? extends DatagramChannel> datagramChannelClass;

  Transport(ChannelFactory<SocketChannel> channelFactory, Class<? extends ServerChannel> serverChannelClass,
      Class<? extends DatagramChannel> datagramChannelClass) {
    this.channelFactory = channelFactory;
    this.serverChannelClass = serverChannelClass;
    this.datagramChannelClass = datagramChannelClass;
  }

  /** Epoll when its native library loads on this machine, otherwise NIO. */
  public static Transport best() {
    return Epoll.isAvailable() ? EPOLL : NIO;
  }

  /**
   * Makes client channels by a plain constructor call: an open model makes one per request, and
   * {@code Bootstrap.channel(Class)} would make each by reflection.
   */
  public ChannelFactory<SocketChannel> channelFactory() {
    return channelFactory;
  }

  public Class<? extends ServerChannel> serverChannelClass() {
    return serverChannelClass;
  }

  /** UDP channels on this transport's loops, such as the DNS resolver's. */
  public Class<? extends DatagramChannel> datagramChannelClass() {
    return datagramChannelClass;
  }

  /**
   * A group of {@code threads} event loops named {@code threadName-N}. The threads are daemons:
   * a group someone forgets to shut down must not keep the JVM alive.
   */
  public EventLoopGroup newGroup(int threads, String threadName) {
    return newGroup(threads, new DefaultThreadFactory(threadName, true));
  }

  /**
   * As {@link #newGroup(int, String)}, with {@code failures} told of what a task of a loop threw
   * ({@link LoopTasks}): a run's loops, which stop the run.
   */
  public EventLoopGroup newGroup(int threads, String threadName, Thread.UncaughtExceptionHandler failures) {
    return newGroup(threads, new DefaultThreadFactory(threadName, true) {
      @Override
      protected Thread newThread(Runnable task, String name) {
        Thread thread = super.newThread(task, name);
        thread.setUncaughtExceptionHandler(failures);
        return thread;
      }
    });
  }

  private EventLoopGroup newGroup(int threads, ThreadFactory threadFactory) {
    IoHandlerFactory handlers = this == EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
    return new MultiThreadIoEventLoopGroup(threads, threadFactory, handlers);
  }
}
