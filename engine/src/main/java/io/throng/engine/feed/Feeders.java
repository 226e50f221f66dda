package io.throng.engine.feed;

import io.throng.dsl.model.FeederSpec;
import io.throng.engine.config.Shard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Opens feeders before the run: files are read then, and each strategy hands records out
 * without locks (an atomic cursor over the records), except iterators and generators, which are
 * user code that may not be thread-safe and so are called under a lock. A partitioned feeder
 * keeps only this shard's records: record {@code i} on shard {@code i mod N}.
 */
public final class Feeders {

  private Feeders() {}

  /**
   * @param shard the part of the run this process runs: a partitioned feeder keeps its records only
   * @throws IllegalArgumentException when a file cannot be read, or a partitioned circular or random
   *     feeder leaves this shard no record; the message says why
   */
  public static FeederSource open(FeederSpec spec, Shard shard) {
    FeederSpec.Source source = spec.source();
    if (source instanceof FeederSpec.FromIterator iterator) {
      Iterator<Map<String, Object>> records = iterator.iterator();
      return generated(() -> records.hasNext() ? records.next() : null, source.describe());
    }
    if (source instanceof FeederSpec.Generator generator) {
      return generated(generator.generator(), source.describe());
    }
    List<Map<String, Object>> records = records(source);
    if (spec.partitioned()) {
      records = partition(records, shard, spec, source.describe());
    }
    return ordered(records, spec.strategy(), source.describe());
  }

  /** Records {@code shard.index()}, {@code + count}, {@code + 2 count} ...: this shard's stride of them. */
  private static List<Map<String, Object>> partition(
      List<Map<String, Object>> records, Shard shard, FeederSpec spec, String name) {
    List<Map<String, Object>> part = new ArrayList<>();
    for (int i = shard.index(); i < records.size(); i += shard.count()) {
      part.add(records.get(i));
    }
    boolean repeats = spec.strategy() == FeederSpec.Strategy.CIRCULAR || spec.strategy() == FeederSpec.Strategy.RANDOM;
    if (part.isEmpty() && repeats) {
      throw new IllegalArgumentException("feeder " + name + " has too few records (" + records.size() + ") to partition"
          + " among " + shard.count() + " shards: shard " + shard + " would have none to repeat");
    }
    return part;
  }

  private static List<Map<String, Object>> records(FeederSpec.Source source) {
    if (source instanceof FeederSpec.Csv csv) {
      return RecordFiles.csv(csv.location(), csv.separator());
    }
    if (source instanceof FeederSpec.JsonArray json) {
      return RecordFiles.json(json.location());
    }
    return ((FeederSpec.Records) source).records();
  }

  static FeederSource ordered(List<Map<String, Object>> records, FeederSpec.Strategy strategy, String name) {
    List<Map<String, Object>> list = new ArrayList<>(records);
    if (strategy == FeederSpec.Strategy.SHUFFLE) {
      Collections.shuffle(list);
    }
    @SuppressWarnings("unchecked")
    Map<String, Object>[] all = list.stream().map(Map::copyOf).toArray(Map[]::new);
    AtomicLong cursor = new AtomicLong();
    return new FeederSource() {
      @Override
      public Map<String, Object> next() {
        switch (strategy) {
          case RANDOM:
            return all[ThreadLocalRandom.current().nextInt(all.length)];
          case CIRCULAR:
            return all[(int) (cursor.getAndIncrement() % all.length)];
          default: // QUEUE and SHUFFLE: each record once
            long index = cursor.getAndIncrement();
            return index < all.length ? all[(int) index] : null;
        }
      }

      @Override
      public String describe() {
        return name;
      }
    };
  }

  /** User code that may not be thread-safe, so it is called under the feeder's lock. */
  private static FeederSource generated(Supplier<Map<String, Object>> generator, String name) {
    return new FeederSource() {
      @Override
      public synchronized Map<String, Object> next() {
        return generator.get();
      }

      @Override
      public String describe() {
        return name;
      }
    };
  }
}
