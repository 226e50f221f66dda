package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The run's virtual users: how many are still to finish, which are running on each event loop,
 * and whether the run is stopping. The per-loop sets are touched only from their own loop.
 */
public final class ActiveUsers {

  private final AtomicLong remaining;
  private final CompletableFuture<Void> allDone = new CompletableFuture<>();
  private final Map<EventExecutor, Set<VirtualUser>> byLoop = new IdentityHashMap<>();
  private volatile boolean stopping;

  /** @param plannedUsers every user the injection profiles will start */
  public ActiveUsers(long plannedUsers, EventLoopGroup group) {
    remaining = new AtomicLong(plannedUsers);
    for (EventExecutor loop : group) {
      byLoop.put(loop, java.util.Collections.newSetFromMap(new IdentityHashMap<>()));
    }
  }

  /** Completes when every planned user has finished or was abandoned before starting. */
  public CompletableFuture<Void> allDone() {
    return allDone;
  }

  /** Users check this before each action and finish early once it is set. */
  public void stop() {
    stopping = true;
  }

  public boolean stopping() {
    return stopping;
  }

  /** {@code count} planned users will never start because injection was cut short. */
  public void abandoned(long count) {
    countDown(count);
  }

  /**
   * Cancels every running user on its own loop (a request in flight becomes a KO with
   * {@code message}) and waits until all loops have done so.
   */
  public void cancelAll(String message) throws InterruptedException {
    List<Future<?>> done = new ArrayList<>();
    for (Map.Entry<EventExecutor, Set<VirtualUser>> e : byLoop.entrySet()) {
      Set<VirtualUser> users = e.getValue();
      done.add(e.getKey().submit(() -> List.copyOf(users).forEach(user -> user.cancel(message))));
    }
    for (Future<?> future : done) {
      future.await();
    }
  }

  void started(VirtualUser user, EventLoop loop) {
    byLoop.get(loop).add(user);
  }

  void finished(VirtualUser user, EventLoop loop) {
    byLoop.get(loop).remove(user);
    countDown(1);
  }

  private void countDown(long count) {
    if (count > 0 && remaining.addAndGet(-count) == 0) {
      allDone.complete(null);
    }
  }
}
