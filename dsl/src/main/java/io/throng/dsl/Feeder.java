package io.throng.dsl;

import io.throng.dsl.model.FeederSpec;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Records that virtual users take into their sessions with {@code feed(feeder)}, made by
 * {@code csv(...)}, {@code jsonFile(...)}, {@code listFeeder(...)}, {@code iteratorFeeder(...)}
 * or {@code generatorFeeder(...)}. Immutable: each strategy method returns a new feeder.
 *
 * <pre>{@code
 * Feeder users = csv("users.csv").circular();     // columns username,password
 * scenario("login").feed(users).exec(http("login").post("/login").formParam("user", "#{username}"));
 * }</pre>
 *
 * <p>Files are looked up on disk first, then on the class path; the engine reads them once,
 * before the run, and fails the run at its start with the reason when one cannot be read. The
 * default strategy is {@link #queue()}: when a queue runs out, each user that asks for another
 * record stops there and counts one KO named {@code feed <source>}, while the others go on; an
 * iterator or generator that throws stops the user it threw for too, as a scenario error.
 * Feeders are thread-safe: users on every event loop share one. A run split into shards gives each
 * shard every record, unless the feeder is {@link #partitioned()}.
 */
public final class Feeder {

  private final FeederSpec spec;
  private final boolean ordered;

  private Feeder(FeederSpec spec, boolean ordered) {
    this.spec = spec;
    this.ordered = ordered;
  }

  static Feeder csv(String location, char separator) {
    return records(new FeederSpec.Csv(Require.notBlank("csv file", location), separator));
  }

  static Feeder jsonFile(String location) {
    return records(new FeederSpec.JsonArray(Require.notBlank("jsonFile", location)));
  }

  static Feeder list(List<Map<String, Object>> records) {
    if (records == null || records.isEmpty()) {
      throw new IllegalArgumentException("listFeeder needs at least one record, was "
          + (records == null ? "null" : "empty"));
    }
    return records(new FeederSpec.Records(records));
  }

  static Feeder iterator(Iterator<Map<String, Object>> iterator) {
    return new Feeder(new FeederSpec(new FeederSpec.FromIterator(Blocks.notNull("iteratorFeeder", iterator)),
        FeederSpec.Strategy.QUEUE), false);
  }

  static Feeder generator(Supplier<Map<String, Object>> generator) {
    return new Feeder(new FeederSpec(new FeederSpec.Generator(Blocks.notNull("generatorFeeder", generator)),
        FeederSpec.Strategy.QUEUE), false);
  }

  private static Feeder records(FeederSpec.Source source) {
    return new Feeder(new FeederSpec(source, FeederSpec.Strategy.QUEUE), true);
  }

  /** Each record once, in order (the default). */
  public Feeder queue() {
    return strategy(FeederSpec.Strategy.QUEUE);
  }

  /** In order, starting over after the last record. */
  public Feeder circular() {
    return strategy(FeederSpec.Strategy.CIRCULAR);
  }

  /** A random record each time; records repeat. */
  public Feeder random() {
    return strategy(FeederSpec.Strategy.RANDOM);
  }

  /** Each record once, in an order shuffled before the run. */
  public Feeder shuffle() {
    return strategy(FeederSpec.Strategy.SHUFFLE);
  }

  /**
   * In a run split into shards, each shard takes only its part of the records: record {@code i}
   * (from 0, in file order) goes to shard {@code i mod N}, where the strategy then applies. So a
   * queue hands out each record once across all shards, as in one unsharded run. A run that is not
   * sharded takes every record as before.
   */
  public Feeder partitioned() {
    requireOrdered("partitioned()");
    return new Feeder(new FeederSpec(spec.source(), spec.strategy(), true), ordered);
  }

  FeederSpec toModel() {
    return spec;
  }

  private Feeder strategy(FeederSpec.Strategy strategy) {
    if (strategy != FeederSpec.Strategy.QUEUE) {
      requireOrdered(strategy.name().toLowerCase(Locale.ROOT) + "()");
    }
    return new Feeder(new FeederSpec(spec.source(), strategy, spec.partitioned()), ordered);
  }

  private void requireOrdered(String method) {
    if (!ordered) {
      throw new IllegalArgumentException(method
          + " needs records known before the run (csv, jsonFile or listFeeder), was " + spec.source().describe());
    }
  }
}
