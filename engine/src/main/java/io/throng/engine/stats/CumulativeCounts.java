package io.throng.engine.stats;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counters by key that any thread may increment and one collector thread reads as growth since
 * its last reading. They are never reset, so a count racing with a reading can at worst show up
 * one reading later, never vanish.
 *
 * <pre>{@code
 * errors.increment(new ErrorKey("user", "status 500"));
 * errors.drainGrowth((key, growth) -> log.errors(second, key.requestName(), growth, key.message()));
 * }</pre>
 */
final class CumulativeCounts<K> {

  private final Map<K, LongAdder> counts = new ConcurrentHashMap<>();
  private final Map<K, Long> read = new HashMap<>();

  void increment(K key) {
    LongAdder adder = counts.get(key);
    (adder != null ? adder : counts.computeIfAbsent(key, k -> new LongAdder())).increment();
  }

  /** Passes each key whose count grew since the last call, with its growth. Collector thread only. */
  void drainGrowth(GrowthConsumer<K> consumer) {
    for (Map.Entry<K, LongAdder> e : counts.entrySet()) {
      long now = e.getValue().sum();
      long before = read.getOrDefault(e.getKey(), 0L);
      if (now > before) {
        read.put(e.getKey(), now);
        consumer.accept(e.getKey(), now - before);
      }
    }
  }

  /** Hears one key's growth. */
  @FunctionalInterface
  interface GrowthConsumer<K> {
    void accept(K key, long growth);
  }
}
