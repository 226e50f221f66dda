package io.throng.engine.http;

import io.netty.channel.Channel;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import io.throng.engine.stats.FailureKind;

/**
 * Keep-alive connections to each target (or to the HTTP proxy that takes a target's plain-http
 * requests, see {@link Connector#poolKey}), opened on demand, at most {@code maxPerHost} to one
 * target; when all are busy, the next request waits for one to come back. A virtual user owns a
 * pool of its own (one connection per host, as a browser's tab) or the users of an event loop
 * share one. Confined to one event loop: no locks.
 */
final class ChannelPool {

  /** Who asked for a connection: told exactly once, unless {@link #cancel} removed it first. */
  interface Waiter {
    void acquired(Channel channel);

    void acquireFailed(FailureKind kind, String message);
  }

  /** Small deques: a user's own pool holds one connection and never queues, and 10,000 users have one each. */
  private static final class Host {
    final ArrayDeque<Channel> idle = new ArrayDeque<>(2);
    final ArrayDeque<Waiter> waiting = new ArrayDeque<>(2);
    int open;
  }

  private final Connector connector;
  private final int maxPerHost;
  /**
   * The connections of the target met last. Most pools serve one target over and over (a user's
   * own pool, a scenario on one base URL), so a request does not hash a target, and such a pool
   * needs no map: 10,000 users need no 10,000 maps.
   */
  private Target lastTarget;
  private Host lastHost;
  /** Every target's connections, made when a second target is met. */
  private Map<Target, Host> hosts;

  ChannelPool(Connector connector, int maxPerHost) {
    this.connector = connector;
    this.maxPerHost = maxPerHost;
  }

  void acquire(Target target, Waiter waiter) {
    Host host = host(connector.poolKey(target));
    Channel idle;
    while ((idle = host.idle.pollFirst()) != null) {
      if (idle.isActive()) {
        waiter.acquired(idle);
        return;
      }
      host.open--; // the server closed it while it was idle
    }
    if (host.open < maxPerHost) {
      open(target, host, waiter);
    } else {
      host.waiting.addLast(waiter);
    }
  }

  /** Gives a connection back: to the next waiter, to the idle ones, or closed when not reusable. */
  void release(Target target, Channel channel, boolean reusable) {
    Host host = host(connector.poolKey(target));
    if (reusable && channel.isActive()) {
      Waiter next = host.waiting.pollFirst();
      if (next != null) {
        next.acquired(channel);
      } else {
        host.idle.addLast(channel);
      }
      return;
    }
    channel.close();
    host.open--;
    Waiter next = host.waiting.pollFirst();
    if (next != null) {
      open(target, host, next);
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
      host.waiting.remove(waiter);
    }
  }

  /** {@code proxy host:port} when the proxy takes {@code target}'s requests itself, else {@code null}. */
  /** Opens a connection of its own to {@code target}, never pooled: a WebSocket's or an event stream's. */
  void openOutside(Target target, Waiter waiter) {
    connector.connect(target, waiter);
  }

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
    host.idle.forEach(Channel::close);
    host.open -= host.idle.size();
    host.idle.clear();
  }

  private void open(Target target, Host host, Waiter waiter) {
    host.open++;
    connector.connect(target, new Waiter() {
      @Override
      public void acquired(Channel channel) {
        waiter.acquired(channel);
      }

      @Override
      public void acquireFailed(FailureKind kind, String message) {
        host.open--;
        waiter.acquireFailed(kind, message);
        Waiter next = host.waiting.pollFirst();
        if (next != null) {
          open(target, host, next);
        }
      }
    });
  }
}
