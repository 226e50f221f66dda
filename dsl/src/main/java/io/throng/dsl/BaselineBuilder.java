package io.throng.dsl;

import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.BaselineSpec.Metric;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The baseline a simulation's runs are judged against, given to {@link Simulation.SetUp#baseline}:
 * its file and the tolerance of each metric, staged so that a tolerance always has its unit
 * (percent of the baseline, or percentage points for the error percentage). Immutable: every
 * method returns a new builder.
 *
 * <pre>{@code
 * setUp(...)
 *     .baseline(baseline("src/test/loadtest/baselines/Checkout.json")
 *         .p95().worseBy(15).percent()
 *         .errorPercent().worseBy(0.5).points());
 * }</pre>
 *
 * <p>Metrics left out keep their defaults (docs/baseline.md); {@code -Dloadtest.baseline} and
 * {@code -Dloadtest.tolerance.<metric>} win over what is written here.
 */
public final class BaselineBuilder {

  private final BaselineSpec spec;

  BaselineBuilder(BaselineSpec spec) {
    this.spec = spec;
  }

  /** The median response time, per run; worse when higher. */
  public Tolerance<Percent> p50() {
    return new Tolerance<>(this, Metric.P50, Percent::new);
  }

  /** The 95th percentile of the response time, per run; worse when higher. */
  public Tolerance<Percent> p95() {
    return new Tolerance<>(this, Metric.P95, Percent::new);
  }

  /** The 99th percentile of the response time, per run; worse when higher. */
  public Tolerance<Percent> p99() {
    return new Tolerance<>(this, Metric.P99, Percent::new);
  }

  /** The mean requests per second of a run; worse when lower. */
  public Tolerance<Percent> throughput() {
    return new Tolerance<>(this, Metric.THROUGHPUT, Percent::new);
  }

  /** The percentage of failed (KO) requests of a run; worse when higher, by percentage points. */
  public Tolerance<Points> errorPercent() {
    return new Tolerance<>(this, Metric.ERROR_PERCENT, Points::new);
  }

  BaselineSpec toModel() {
    return spec;
  }

  private BaselineBuilder with(Metric metric, double tolerance) {
    if (spec.tolerances().containsKey(metric)) {
      throw new IllegalArgumentException(metric.key() + " already has a tolerance (" + spec.tolerances().get(metric)
          + "): give each metric one tolerance");
    }
    Map<Metric, Double> tolerances = new EnumMap<>(Metric.class);
    tolerances.putAll(spec.tolerances());
    tolerances.put(metric, tolerance);
    return new BaselineBuilder(new BaselineSpec(spec.file(), tolerances));
  }

  static BaselineBuilder of(Optional<String> file) {
    return new BaselineBuilder(new BaselineSpec(file, Map.of()));
  }

  /**
   * A metric whose tolerance comes next, then its unit: {@code p95().worseBy(10).percent()}.
   *
   * @param <U> the unit that follows: {@link Percent} or {@link Points}
   */
  public static final class Tolerance<U> {
    private final BaselineBuilder builder;
    private final Metric metric;
    private final Function<Supplier<BaselineBuilder>, U> unit;

    private Tolerance(BaselineBuilder builder, Metric metric, Function<Supplier<BaselineBuilder>, U> unit) {
      this.builder = builder;
      this.metric = metric;
      this.unit = unit;
    }

    /** How much worse than the baseline the metric may be and stay unchanged; its unit follows. */
    public U worseBy(double tolerance) {
      double checked = Require.atLeast(metric.key() + " tolerance", 0.0, tolerance);
      return unit.apply(() -> builder.with(metric, checked));
    }
  }

  /** The unit of a tolerance of a response time or the throughput. */
  public static final class Percent {
    private final Supplier<BaselineBuilder> builder;

    private Percent(Supplier<BaselineBuilder> builder) {
      this.builder = builder;
    }

    /** The tolerance is in percent of the baseline's value. */
    public BaselineBuilder percent() {
      return builder.get();
    }
  }

  /** The unit of a tolerance of the error percentage. */
  public static final class Points {
    private final Supplier<BaselineBuilder> builder;

    private Points(Supplier<BaselineBuilder> builder) {
      this.builder = builder;
    }

    /** The tolerance is in percentage points: {@code 0.5} lets 1.0 % of errors become 1.5 %. */
    public BaselineBuilder points() {
      return builder.get();
    }
  }
}
