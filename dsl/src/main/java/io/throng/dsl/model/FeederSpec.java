package io.throng.dsl.model;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Where a feeder's records come from and in which order users take them. Every user that
 * reaches {@code feed(...)} takes one record and adds its entries to its session.
 *
 * @param partitioned whether, in a run split into shards, each shard takes only its part of the
 *     records (record {@code i} on shard {@code i mod N}) rather than all of them
 */
public record FeederSpec(Source source, Strategy strategy, boolean partitioned) {

  public FeederSpec {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(strategy, "strategy");
  }

  /** A feeder whose records every shard of a run takes in full. */
  public FeederSpec(Source source, Strategy strategy) {
    this(source, strategy, false);
  }

  /** The order records are handed out in. */
  public enum Strategy {
    /** Each record once, in order; asking for more than there are fails that user. */
    QUEUE,
    /** In order, starting over after the last. */
    CIRCULAR,
    /** A random record each time; records repeat. */
    RANDOM,
    /** Each record once, in an order shuffled before the run; like a queue once shuffled. */
    SHUFFLE
  }

  /** Where records come from. */
  public sealed interface Source {
    /** A short name for messages, such as the file name. */
    String describe();
  }

  /** A CSV file (or class path resource) whose first row names the columns. */
  public record Csv(String location, char separator) implements Source {
    public Csv {
      Objects.requireNonNull(location, "location");
    }

    @Override
    public String describe() {
      return location;
    }
  }

  /** A JSON file (or class path resource) holding an array of objects. */
  public record JsonArray(String location) implements Source {
    public JsonArray {
      Objects.requireNonNull(location, "location");
    }

    @Override
    public String describe() {
      return location;
    }
  }

  /** Records given in memory. */
  public record Records(List<Map<String, Object>> records) implements Source {
    public Records {
      records = records.stream().map(Map::copyOf).toList();
    }

    @Override
    public String describe() {
      return "list of " + records.size() + " records";
    }
  }

  /** Records an iterator hands out; it ends the feeder when it has no more. */
  public record FromIterator(Iterator<Map<String, Object>> iterator) implements Source {
    public FromIterator {
      Objects.requireNonNull(iterator, "iterator");
    }

    @Override
    public String describe() {
      return "iterator";
    }
  }

  /** Records a function generates, one per call, without end. */
  public record Generator(Supplier<Map<String, Object>> generator) implements Source {
    public Generator {
      Objects.requireNonNull(generator, "generator");
    }

    @Override
    public String describe() {
      return "generator";
    }
  }
}
