package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import io.throng.engine.transport.LoopTasks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The run's running virtual users, by event loop, and whether the run is stopping. The per-loop
 * sets are touched only from their own loop. When a population is done is its workload's
 * business ({@link Workload#finished()}), since closed models do not know their number of users.
 */
public final class ActiveUsers {

  private final Map<EventExecutor, Set<VirtualUser>> byLoop = new IdentityHashMap<>();
  private final Map<EventExecutor, PauseQueue> pauses = new IdentityHashMap<>();
  private volatile boolean stopping;
  private final Set<RendezVous> rendezVous = ConcurrentHashMap.newKeySet();

  public ActiveUsers(EventLoopGroup group) {
    for (EventExecutor loop : group) {
      byLoop.put(loop, Collections.newSetFromMap(new IdentityHashMap<>()));
      pauses.put(loop, new PauseQueue((EventLoop) loop));
    }
  }

  /**
   * Users check this before each action and finish early once it is set; users waiting at a
   * rendezvous are released so that they do.
   */
  public void stop() {
    stopping = true;
    rendezVous.forEach(RendezVous::release);
  }

  public boolean stopping() {
    return stopping;
  }

  /**
   * Cancels every running user on its own loop (a request in flight becomes a KO with
   * {@code message}) and waits until all loops have done so.
   */
  public void cancelAll(String message) throws InterruptedException {
    List<Future<?>> done = new ArrayList<>();
    for (Map.Entry<EventExecutor, Set<VirtualUser>> e : byLoop.entrySet()) {
      Set<VirtualUser> users = e.getValue();
      done.add(LoopTasks.submit(e.getKey(), () -> List.copyOf(users).forEach(user -> user.cancel(message))));
    }
    for (Future<?> future : done) {
      future.await();
    }
  }

  /** Has {@code waiting} release its users when the run stops (at once if it already does). */
  void releaseWhenStopping(RendezVous waiting) {
    rendezVous.add(waiting);
    if (stopping) {
      waiting.release();
    }
  }

  /** The paused users of {@code loop}. */
  PauseQueue pauses(EventLoop loop) {
    return pauses.get(loop);
  }

  void started(VirtualUser user, EventLoop loop) {
    byLoop.get(loop).add(user);
  }

  void finished(VirtualUser user, EventLoop loop) {
    byLoop.get(loop).remove(user);
  }
}
