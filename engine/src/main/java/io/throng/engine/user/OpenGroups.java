package io.throng.engine.user;

import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import java.util.Arrays;

/**
 * The groups a virtual user is inside, outermost first: when it entered each one, the response
 * times of the requests made inside so far, and whether something inside failed. Each execution
 * of a group is recorded when the user leaves it. Owned by its user, on the user's loop.
 */
final class OpenGroups {

  private RequestKey[] keys = new RequestKey[2];
  private long[] enteredNanos = new long[2];
  private long[] cumulatedNanos = new long[2];
  private boolean[] failed = new boolean[2];
  private int open;

  /**
   * Enters group {@code key} at nesting level {@code depth} (0 for a group outside any group).
   * Groups left open at that level or deeper were jumped out of (a failed {@code tryMax} starts
   * over) and are recorded first.
   */
  void enter(int depth, RequestKey key, long nowNanos, LoopRecorder stats) {
    leave(depth, nowNanos, stats);
    if (depth >= keys.length) {
      int length = Math.max(depth + 1, keys.length * 2);
      keys = Arrays.copyOf(keys, length);
      enteredNanos = Arrays.copyOf(enteredNanos, length);
      cumulatedNanos = Arrays.copyOf(cumulatedNanos, length);
      failed = Arrays.copyOf(failed, length);
    }
    keys[depth] = key;
    enteredNanos[depth] = nowNanos;
    cumulatedNanos[depth] = 0;
    failed[depth] = false;
    open = depth + 1;
  }

  /** Leaves every open group at nesting level {@code depth} or deeper, innermost first, recording each. */
  void leave(int depth, long nowNanos, LoopRecorder stats) {
    while (open > depth) {
      open--;
      stats.recordGroup(keys[open], enteredNanos[open], nowNanos, cumulatedNanos[open], !failed[open]);
    }
  }

  /** A request made inside the open groups took {@code responseNanos}. */
  void responded(long responseNanos) {
    for (int i = 0; i < open; i++) {
      cumulatedNanos[i] += responseNanos;
    }
  }

  /** Something inside the open groups failed: each of them is KO. */
  void failed() {
    Arrays.fill(failed, 0, open, true);
  }

  /** The user stops inside its groups: each is recorded as a KO, as a request in flight is. */
  void cancel(long nowNanos, LoopRecorder stats) {
    failed();
    leave(0, nowNanos, stats);
  }
}
