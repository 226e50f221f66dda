package io.throng.engine.http;

import io.netty.channel.Channel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import io.throng.engine.outcome.FailureKind;

/**
 * Keep-alive connections to each target (or to the HTTP proxy that takes a target's plain-http
 * requests, see {@link Connector#poolKey}), opened on demand, at most {@code maxPerHost} to one
 * target; when all are busy, the next request waits for one to come back. A virtual user owns a
 * pool of its own (one connection per host, as a browser's tab) or the users of an event loop
 * share one. A target that speaks HTTP/2 or HTTP/3 gets its requests as streams on at most {@code
 * maxMultiplexedPerHost} connections, each carrying as many as its server allows, a new connection
 * opening only when those are full; until the first connection to such a target tells which
 * version it speaks, further requests wait for it rather than open connections of their own.
 * Confined to one event loop: no locks.
 */
final class ChannelPool {

  /** Who asked for a connection: told exactly once, unless {@link #cancel} removed it first. */
  interface Waiter {
    void acquired(Channel channel);

    void acquireFailed(FailureKind kind, String message);
  }

  /**
   * The first idle connection in a field, the others in a deque made when two are idle at once,
   * and no deque of waiters until one waits: a user's own pool holds one connection and never
   * queues, and 10,000 users have one each.
   */
  private static final class Host {
    private Channel firstIdle;
    private ArrayDeque<Channel> moreIdle;
    private ArrayDeque<Waiter> waiting;
    int open;
    int connecting;
    /** Whether a connection to the target opened: it then tells whether it speaks HTTP/2. */
    boolean versionKnown;
    /** The target's HTTP/2 or HTTP/3 connections not retired, once it answered in one; else {@code null}. */
    ArrayList<MultiplexedConnection> multiplexed;

    /** The connection idle longest, no longer idle, or {@code null}. */
    Channel takeIdle() {
      Channel idle = firstIdle;
      if (idle != null) {
        firstIdle = moreIdle == null ? null : moreIdle.pollFirst();
      }
      return idle;
    }

    void addIdle(Channel channel) {
      if (firstIdle == null) {
        firstIdle = channel;
        return;
      }
      if (moreIdle == null) {
        moreIdle = new ArrayDeque<>(2);
      }
      moreIdle.addLast(channel);
    }

    void await(Waiter waiter) {
      if (waiting == null) {
        waiting = new ArrayDeque<>(2);
      }
      waiting.addLast(waiter);
    }

    /** The first waiter, or {@code null}. */
    Waiter firstWaiting() {
      return waiting == null ? null : waiting.peekFirst();
    }

    /** The first waiter, no longer waiting, or {@code null}. */
    Waiter takeWaiting() {
      return waiting == null ? null : waiting.pollFirst();
    }

    void stopWaiting(Waiter waiter) {
      if (waiting != null) {
        waiting.remove(waiter);
      }
    }
  }

  private final Connector connector;
  private final int maxPerHost;
  private final int maxMultiplexedPerHost;
  /**
   * The connections of the target met last. Most pools serve one target over and over (a user's
   * own pool, a scenario on one base URL), so a request does not hash a target, and such a pool
   * needs no map: 10,000 users need no 10,000 maps.
   */
  private Target lastTarget;
  private Host lastHost;
  /** Every target's connections, made when a second target is met. */
  private Map<Target, Host> hosts;

  /** A pool of HTTP/1.1 connections only, or whose HTTP/2 connections are bounded as its others. */
  ChannelPool(Connector connector, int maxPerHost) {
    this(connector, maxPerHost, maxPerHost);
  }

  /** @param maxMultiplexedPerHost how many HTTP/2 connections to one target are open at most */
  ChannelPool(Connector connector, int maxPerHost, int maxMultiplexedPerHost) {
    this.connector = connector;
    this.maxPerHost = maxPerHost;
    this.maxMultiplexedPerHost = maxMultiplexedPerHost;
  }

  void acquire(Target target, Waiter waiter) {
    Host host = host(connector.poolKey(target));
    if (host.multiplexed != null) {
      MultiplexedConnection connection = withFreeStream(host);
      if (connection != null) {
        connection.openStream(waiter);
        return;
      }
    }
    Channel idle;
    while ((idle = host.takeIdle()) != null) {
      if (idle.isActive()) {
        waiter.acquired(idle);
        return;
      }
      host.open--; // the server closed it while it was idle
    }
    if (mayOpen(host)) {
      open(target, host, waiter);
    } else {
      host.await(waiter);
    }
  }

  /**
   * Whether a new connection may open: below the limit, and for a target that may speak HTTP/2
   * no other connection being opened, whose streams may serve this request too.
   */
  private boolean mayOpen(Host host) {
    if (host.multiplexed != null) {
      return host.open < maxMultiplexedPerHost && host.connecting == 0;
    }
    return host.open < maxPerHost && (host.versionKnown || host.connecting == 0 || !connector.mayMultiplex());
  }

  private static MultiplexedConnection withFreeStream(Host host) {
    for (MultiplexedConnection connection : host.multiplexed) {
      if (connection.canOpenStream()) {
        return connection;
      }
    }
    return null;
  }

  /** Gives a connection back: to the next waiter, to the idle ones, or closed when not reusable. */
  void release(Target target, Channel channel, boolean reusable) {
    Host host = host(connector.poolKey(target));
    // Only a stream has a parent, its connection: HTTP/1.1 connections pay one null check here.
    Channel parent = channel.parent();
    if (parent != null) {
      // A stream carries one request: closing it (a reset when unfinished) frees its place.
      channel.close();
      MultiplexedConnection.of(parent).streamEnded();
      serveWaiting(target, host);
      return;
    }
    if (reusable && channel.isActive()) {
      Waiter next = host.takeWaiting();
      if (next != null) {
        next.acquired(channel);
      } else {
        host.addIdle(channel);
      }
      return;
    }
    channel.close();
    host.open--;
    serveWaiting(target, host);
  }

  /** Gives the waiting requests the streams free now, or opens connections for them. */
  private void serveWaiting(Target target, Host host) {
    Waiter next;
    while ((next = host.firstWaiting()) != null) {
      MultiplexedConnection connection = host.multiplexed == null ? null : withFreeStream(host);
      if (connection != null) {
        host.takeWaiting();
        connection.openStream(next);
      } else if (mayOpen(host)) {
        host.takeWaiting();
        open(target, host, next);
      } else {
        return;
      }
    }
  }

  /** The target's connections, made when it is first met. */
  private Host host(Target target) {
    if (target == lastTarget) {
      return lastHost;
    }
    if (lastHost == null) {
      lastHost = new Host();
    } else if (!target.equals(lastTarget)) {
      if (hosts == null) {
        hosts = new HashMap<>();
        hosts.put(lastTarget, lastHost);
      }
      lastHost = hosts.computeIfAbsent(target, t -> new Host());
    }
    lastTarget = target;
    return lastHost;
  }

  /** Stops waiting for a connection; a connection being opened for it is released when ready. */
  void cancel(Target target, Waiter waiter) {
    Target key = connector.poolKey(target);
    Host host = key.equals(lastTarget) ? lastHost : hosts == null ? null : hosts.get(key);
    if (host != null) {
      host.stopWaiting(waiter);
    }
  }

  /** Opens an HTTP/1.1 connection of its own to {@code target}, never pooled: a WebSocket's or an event stream's. */
  void openOutside(Target target, Waiter waiter) {
    connector.connectHttp1(target, waiter);
  }

  /** {@code proxy host:port} when the proxy takes {@code target}'s requests itself, else {@code null}. */
  String answeringProxy(Target target) {
    return connector.answeringProxy(target);
  }

  /** Closes the idle connections; busy ones close when their request ends. */
  void closeIdle() {
    if (hosts != null) {
      hosts.values().forEach(ChannelPool::closeIdle);
    } else if (lastHost != null) {
      closeIdle(lastHost);
    }
  }

  private static void closeIdle(Host host) {
    if (host.multiplexed != null) {
      List.copyOf(host.multiplexed).forEach(MultiplexedConnection::closeWhenIdle);
    }
    Channel idle;
    while ((idle = host.takeIdle()) != null) {
      idle.close();
      host.open--;
    }
  }

  private void open(Target target, Host host, Waiter waiter) {
    host.open++;
    host.connecting++;
    connector.connect(target, new Waiter() {
      @Override
      public void acquired(Channel channel) {
        host.connecting--;
        host.versionKnown = true;
        MultiplexedConnection multiplexed = MultiplexedConnection.of(channel);
        if (multiplexed == null) {
          waiter.acquired(channel);
        } else {
          if (host.multiplexed == null) {
            host.multiplexed = new ArrayList<>(1);
          }
          host.multiplexed.add(multiplexed);
          multiplexed.onRetired(() -> retire(target, host, multiplexed));
          multiplexed.onMoreStreams(() -> serveWaiting(target, host));
          multiplexed.openStream(waiter);
        }
        serveWaiting(target, host);
      }

      @Override
      public void acquireFailed(FailureKind kind, String message) {
        host.connecting--;
        host.open--;
        waiter.acquireFailed(kind, message);
        serveWaiting(target, host);
      }
    });
  }

  /** A multiplexed connection that takes no more streams (a GOAWAY, or closed) no longer counts. */
  private void retire(Target target, Host host, MultiplexedConnection connection) {
    host.multiplexed.remove(connection);
    host.open--;
    serveWaiting(target, host);
  }
}
