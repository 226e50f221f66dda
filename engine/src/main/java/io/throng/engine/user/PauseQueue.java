package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.transport.LoopTasks;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * The paused users of one event loop, woken in the order they are due by one task of the loop's
 * at a time, rather than each by a task of its own: a scheduled task is a future and a runnable
 * that a user paused for seconds would hold all that while, 10,000 idle users as many. A binary
 * heap by due time, in which each user knows its place, so a cancelled pause leaves it at once.
 * Confined to its loop; not thread-safe.
 *
 * <pre>{@code
 * pauses.add(user, System.nanoTime() + nanos);   // user.resume() runs on the loop once due
 * }</pre>
 */
final class PauseQueue {

  /** What waits in the queue: a {@link VirtualUser}, which carries its own due time and place. */
  abstract static class Paused {
    long pauseDueNanos;
    /** Where it is in its queue's heap, or {@code -1} when it is not paused. */
    int pauseIndex = -1;

    /** Its pause is over; runs on the queue's loop. */
    abstract void resume();
  }

  private final EventLoop loop;
  private final Runnable wake = this::wake;
  private Paused[] heap = new Paused[16];
  private int size;
  private ScheduledFuture<?> timer;
  /** When {@link #timer} fires ({@link System#nanoTime()} clock). */
  private long timerDueNanos;

  PauseQueue(EventLoop loop) {
    this.loop = loop;
  }

  /** Resumes {@code user} at {@code dueNanos} ({@link System#nanoTime()} clock); it is not in the queue. */
  void add(Paused user, long dueNanos) {
    if (size == heap.length) {
      heap = Arrays.copyOf(heap, size * 2);
    }
    user.pauseDueNanos = dueNanos;
    siftUp(size++, user);
    if (heap[0] == user) {
      arm(dueNanos);
    }
  }

  /** Takes {@code user} out of the queue, if it is in; its pause then never ends. */
  void remove(Paused user) {
    int index = user.pauseIndex;
    if (index < 0) {
      return;
    }
    user.pauseIndex = -1;
    Paused last = heap[--size];
    heap[size] = null;
    if (last != user) {
      // The last one takes the removed one's place, then moves whichever way its due time says.
      siftDown(index, last);
      if (heap[index] == last) {
        siftUp(index, last);
      }
    }
  }

  /** The number of users paused. */
  int size() {
    return size;
  }

  /**
   * Resumes the users due, a batch at a time as {@link StartQueue} starts them, so that the
   * requests of thousands of users due at once do not keep the loop from its connections.
   */
  private void wake() {
    timer = null;
    long now = System.nanoTime();
    for (int woken = 0; size > 0 && heap[0].pauseDueNanos - now <= 0; woken++) {
      if (woken == StartQueue.BATCH) {
        arm(now);
        return;
      }
      Paused user = heap[0];
      remove(user);
      user.resume();
    }
    if (size > 0) {
      arm(heap[0].pauseDueNanos);
    }
  }

  /** Has {@link #wake} run at {@code dueNanos}, unless it runs by then already. */
  private void arm(long dueNanos) {
    if (timer != null) {
      if (timerDueNanos - dueNanos <= 0) {
        return;
      }
      timer.cancel(false);
    }
    timerDueNanos = dueNanos;
    timer = LoopTasks.schedule(loop, wake, Math.max(0, dueNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
  }

  private void siftUp(int index, Paused user) {
    while (index > 0) {
      int parent = (index - 1) >>> 1;
      Paused above = heap[parent];
      if (above.pauseDueNanos - user.pauseDueNanos <= 0) {
        break;
      }
      place(index, above);
      index = parent;
    }
    place(index, user);
  }

  private void siftDown(int index, Paused user) {
    int half = size >>> 1;
    while (index < half) {
      int child = 2 * index + 1;
      int right = child + 1;
      if (right < size && heap[right].pauseDueNanos - heap[child].pauseDueNanos < 0) {
        child = right;
      }
      if (user.pauseDueNanos - heap[child].pauseDueNanos <= 0) {
        break;
      }
      place(index, heap[child]);
      index = child;
    }
    place(index, user);
  }

  private void place(int index, Paused user) {
    heap[index] = user;
    user.pauseIndex = index;
  }
}
