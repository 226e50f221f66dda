package io.throng.dsl.model;

import java.util.Locale;
import java.util.Objects;
import java.util.function.LongConsumer;

/**
 * A metric the simulation declared and its users update from their steps, as k6's custom
 * metrics: a {@link Kind#COUNTER} sums what is added, a {@link Kind#GAUGE} keeps the last value
 * set (and the least and most), a {@link Kind#TREND} keeps the distribution of what is recorded.
 * The engine {@link Sink#bind binds} its sink before the run's first user starts.
 *
 * @param name the name the report, {@code stats.json} and the live outputs show, unique in the plan
 * @param kind how its values add up
 * @param sink where the DSL's handle sends each value
 */
public record CustomMetric(String name, Kind kind, Sink sink) {

  /**
   * The largest value a trend tells apart; larger ones are kept as this. It is the run log's
   * histogram bound, so that a trend's values fit the histograms every reader already knows.
   */
  public static final long MAX_TREND_VALUE = 3_600_000_000L;

  public CustomMetric {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(sink, "sink");
  }

  /** How a custom metric's values add up. */
  public enum Kind {
    /** A sum of whole numbers, never negative; k6's {@code Counter}. */
    COUNTER,
    /** The last value set, with the least and the most; k6's {@code Gauge}. */
    GAUGE,
    /** A distribution of whole numbers from 0, reported with percentiles; k6's {@code Trend}. */
    TREND;

    /** The word the DSL and messages use: {@code counter}, {@code gauge}, {@code trend}. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Where a metric's values go: nowhere until the engine binds it for a run. Values come from the
   * users' event loops, so the engine's consumer must take them without locks; the binding is
   * read per value, a plain volatile read.
   */
  public static final class Sink {

    private final String metric;
    private volatile LongConsumer target;

    /** A sink of the metric named {@code metric}, unbound. */
    public Sink(String metric) {
      this.metric = Objects.requireNonNull(metric, "metric");
    }

    /** Sends every value from now on to {@code consumer}; a later run binds it again. */
    public void bind(LongConsumer consumer) {
      target = Objects.requireNonNull(consumer, "consumer");
    }

    /** Passes {@code value} to the bound consumer. */
    public void accept(long value) {
      LongConsumer consumer = target;
      if (consumer == null) {
        throw new IllegalStateException("custom metric \"" + metric + "\" takes values during a run only:"
            + " update it from exec(session -> ...), not from the simulation's constructor or before()");
      }
      consumer.accept(value);
    }
  }
}
