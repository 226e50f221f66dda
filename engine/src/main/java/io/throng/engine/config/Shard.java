package io.throng.engine.config;

/**
 * Which part of a run this process plays: shard {@code index} (from 0) of {@code count}. Every
 * schedule takes it as a parameter, so that the shards of a run together start exactly the users
 * one unsharded run would, with no shard talking to another:
 *
 * <ul>
 *   <li>arrivals and threads stride: user {@code i} of a population goes to shard
 *       {@code i mod count}, at its unsharded offset;
 *   <li>amounts are shared out: {@code total} becomes {@link #share(long) total / count}, plus one
 *       for each of the first {@code total mod count} shards, so the shares always add up to the
 *       total (3 shards, 2 users at once: shards 0 and 1 get one each, shard 2 none);
 *   <li>rates are divided: {@link #rate(double) rate / count}.
 * </ul>
 *
 * <pre>{@code
 * Shard shard = new Shard(2, 5);
 * shard.share(12);        // 2: shards 0 and 1 get 3, shards 2, 3 and 4 get 2
 * shard.userIndex(1);     // 7: this shard's second user is the population's user 7
 * }</pre>
 *
 * @param index this shard, from 0
 * @param count how many shards the run has
 */
public record Shard(int index, int count) {

  /** The whole run in one process. */
  public static final Shard WHOLE = new Shard(0, 1);

  public Shard {
    if (count < 1) {
      throw new IllegalArgumentException("shard count must be >= 1, was " + count);
    }
    if (index < 0 || index >= count) {
      throw new IllegalArgumentException("shard index must be >= 0 and < the shard count " + count + ", was " + index);
    }
  }

  /**
   * This shard's part of {@code total} (users at once, a concurrency level, a request budget):
   * also how many of the users {@code 0 .. total - 1} stride to it.
   */
  public long share(long total) {
    return total / count + (index < total % count ? 1 : 0);
  }

  /** The population's index of this shard's user {@code local} (from 0). */
  public long userIndex(long local) {
    return index + local * count;
  }

  /** This shard's part of a rate, in the same unit. */
  public double rate(double rate) {
    return rate / count;
  }

  /** Whether this is the whole run, not a part of it. */
  public boolean isWhole() {
    return count == 1;
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
