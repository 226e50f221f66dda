package io.throng.engine.stats;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * One second's entries of one event loop by key ({@link RequestInterval}s by request name,
 * {@link GroupInterval}s by group), with the list of the keys used since the collector last
 * drained it, so the collector's work follows the names active in that second, not every name of
 * the run. Written by the loop, drained by the collector once the interval is swapped out.
 *
 * <p>An entry drained empty is kept for the same name's next second, so a name in steady use
 * records without allocating; one left unused for a whole second is dropped, so names seen once
 * do not hold their histograms for the rest of the run.
 */
final class KeyedTable<T extends KeyedTable.Entry> {

  /** What a table holds: told whether it was used since the last drain. */
  abstract static class Entry {
    boolean used;
  }

  private final Supplier<T> make;
  private Entry[] byId = new Entry[8];
  private RequestKey[] used = new RequestKey[8];
  private int usedCount;
  private RequestKey[] kept = new RequestKey[8];
  private int keptCount;

  KeyedTable(Supplier<T> make) {
    this.make = make;
  }

  /** The entry of {@code key}, made on first use; the key is listed as used. Loop thread. */
  @SuppressWarnings("unchecked")
  T use(RequestKey key) {
    int id = key.id();
    if (id >= byId.length) {
      byId = Arrays.copyOf(byId, Math.max(id + 1, byId.length * 2));
    }
    Entry entry = byId[id];
    if (entry == null) {
      byId[id] = entry = make.get();
    }
    if (!entry.used) {
      entry.used = true;
      if (usedCount == used.length) {
        used = Arrays.copyOf(used, usedCount * 2);
      }
      used[usedCount++] = key;
    }
    return (T) entry;
  }

  /** Keys used since the last drain. */
  int usedCount() {
    return usedCount;
  }

  RequestKey usedKey(int index) {
    return used[index];
  }

  /** The entry of {@code key} if it was used since the last drain, else null. Collector thread. */
  @SuppressWarnings("unchecked")
  T usedEntry(RequestKey key) {
    int id = key.id();
    Entry entry = id < byId.length ? byId[id] : null;
    return entry != null && entry.used ? (T) entry : null;
  }

  /**
   * Once the collector drained every used entry: drops those unused since the drain before, and
   * keeps the used ones, empty, for their names' next use. Collector thread.
   */
  void recycle() {
    for (int i = 0; i < keptCount; i++) {
      int id = kept[i].id();
      if (!byId[id].used) {
        byId[id] = null;
      }
      kept[i] = null;
    }
    for (int i = 0; i < usedCount; i++) {
      byId[used[i].id()].used = false;
    }
    RequestKey[] wasKept = kept;
    kept = used;
    keptCount = usedCount;
    used = wasKept;
    usedCount = 0;
  }

  /** Entries held, used or kept for reuse: what this table costs in memory. */
  int held() {
    int held = 0;
    for (Entry entry : byId) {
      held += entry == null ? 0 : 1;
    }
    return held;
  }
}
