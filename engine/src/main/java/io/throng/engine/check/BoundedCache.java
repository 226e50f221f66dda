package io.throng.engine.check;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The last {@code capacity} values computed from distinct keys, such as the patterns a templated
 * regex compiled to, so a key fed from a large feeder cannot grow it without bound. Shared by
 * the event loops: one lock, held only to look up or add.
 */
final class BoundedCache<K, V> {

  private final Map<K, V> entries;

  BoundedCache(int capacity) {
    this.entries = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > capacity;
      }
    };
  }

  /** The value for {@code key}, computed outside the lock when it is missing (two loops may both compute it). */
  V get(K key, Function<K, V> compute) {
    synchronized (entries) {
      V value = entries.get(key);
      if (value != null) {
        return value;
      }
    }
    V value = compute.apply(key);
    synchronized (entries) {
      entries.put(key, value);
    }
    return value;
  }

  int size() {
    synchronized (entries) {
      return entries.size();
    }
  }
}
