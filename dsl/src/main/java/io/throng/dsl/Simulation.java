package io.throng.dsl;

import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.CustomMetric;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.ThrottleStep;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The base class of every load test. A subclass describes its scenarios and calls
 * {@link #setUp} exactly once, in its constructor:
 *
 * <pre>{@code
 * public class Smoke extends Simulation {
 *   ScenarioBuilder browse = scenario("browse").exec(http("user").get("/api/user/1"));
 *
 *   public Smoke() {
 *     setUp(browse.injectOpen(rampUsers(100).during(ofSeconds(5))))
 *         .protocols(http.baseUrl(config().getString("baseUrl")));
 *   }
 * }
 * }</pre>
 *
 * <p>This is the only mutable type of the DSL: it remembers what {@code setUp} declared until
 * the engine asks for {@link #toPlan()}.
 */
public abstract class Simulation {

  /** The longest name of a custom metric: it is a column of the report and a label of the live outputs. */
  private static final int MAX_METRIC_NAME = 100;

  private final SimulationConfig config = ConfigScope.current();
  private final Map<String, CustomMetric> metrics = new LinkedHashMap<>();
  private SetUp setUp;

  /** The run's configuration ({@code loadtest.*}), available from field initializers on. */
  protected final SimulationConfig config() {
    return config;
  }

  /** Declares the populations of this simulation; call it once, in the constructor. */
  protected final SetUp setUp(PopulationBuilder... populations) {
    if (setUp != null) {
      throw new IllegalStateException("setUp was already called: call it once, with every population");
    }
    if (populations == null || populations.length == 0) {
      throw new IllegalArgumentException(
          "setUp needs at least one population, such as scenario(...).injectOpen(atOnceUsers(1))");
    }
    setUp = new SetUp(Arrays.stream(populations).map(PopulationBuilder::toModel).toList());
    return setUp;
  }

  /**
   * A custom metric that sums what the users {@link Counter#add add}, as k6's {@code Counter};
   * declare it as a field and update it from {@code exec(session -> ...)}. The same name twice
   * gives the same counter.
   *
   * @throws IllegalArgumentException if the name is blank, longer than 100 characters, holds a
   *     control character, or names a gauge or trend of this simulation
   */
  protected final Counter counter(String name) {
    return new Counter(metric(name, CustomMetric.Kind.COUNTER));
  }

  /** A custom metric that holds the last value {@link Gauge#set set}, as k6's {@code Gauge}; see {@link #counter}. */
  protected final Gauge gauge(String name) {
    return new Gauge(metric(name, CustomMetric.Kind.GAUGE));
  }

  /** A custom metric that keeps the distribution of what is {@link Trend#record recorded}, as k6's {@code Trend}; see {@link #counter}. */
  protected final Trend trend(String name) {
    return new Trend(metric(name, CustomMetric.Kind.TREND));
  }

  private CustomMetric metric(String name, CustomMetric.Kind kind) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException(kind.word() + " needs a name, such as " + kind.word() + "(\"orders placed\")");
    }
    if (name.length() > MAX_METRIC_NAME || name.chars().anyMatch(Character::isISOControl)) {
      throw new IllegalArgumentException(kind.word() + " name must be at most " + MAX_METRIC_NAME
          + " characters without tabs, newlines or other control characters, was \"" + name.strip() + "\"");
    }
    CustomMetric known = metrics.computeIfAbsent(name, n -> new CustomMetric(n, kind, new CustomMetric.Sink(n)));
    if (known.kind() != kind) {
      throw new IllegalArgumentException("custom metric \"" + name + "\" is already a " + known.kind().word()
          + ": give the " + kind.word() + " another name");
    }
    return known;
  }

  /** Runs once before any virtual user starts, for example to prepare test data. */
  public void before() {}

  /** Runs once after the last virtual user has finished, even when the run failed. */
  public void after() {}

  /** The simulation's name in the console and the report: the simple class name by default. */
  public String name() {
    return getClass().getSimpleName();
  }

  /**
   * What this simulation is for, shown under its name in the report: none by default. Override
   * it to say what the run checks, such as {@code "checkout under the Black Friday peak"}.
   */
  public String description() {
    return "";
  }

  /** The validated model the engine runs; the single hand-off from the DSL to the engine. */
  public final SimulationPlan toPlan() {
    if (setUp == null) {
      throw new IllegalStateException(
          getClass().getName() + " never called setUp(...): call it in the constructor");
    }
    if (setUp.protocol == null) {
      throw new IllegalStateException(getClass().getName() + " has no HTTP protocol: add .protocols(http.baseUrl("
          + "\"http://host:port\")) to its setUp(...), or .protocols(http.baseUrl(\"" + HttpProtocol.DEMO_TARGET
          + "\")) to run against the engine's embedded demo target");
    }
    return new SimulationPlan(
        name(), setUp.populations, setUp.protocol.toModel(), setUp.maxDuration, setUp.assertions, setUp.throttle,
        Objects.requireNonNullElse(description(), ""), List.copyOf(metrics.values()), setUp.baseline);
  }

  /** What {@link #setUp} returns: settings that apply to the whole simulation. */
  public static final class SetUp {
    private final List<Population> populations;
    private HttpProtocolBuilder protocol;
    private Optional<Duration> maxDuration = Optional.empty();
    private final List<AssertionSpec> assertions = new ArrayList<>();
    private List<ThrottleStep> throttle = List.of();
    private Optional<BaselineSpec> baseline = Optional.empty();

    private SetUp(List<Population> populations) {
      this.populations = populations;
    }

    /** The HTTP settings every request uses. */
    public SetUp protocols(HttpProtocolBuilder protocol) {
      if (protocol == null) {
        throw new IllegalArgumentException("protocols needs an http protocol, such as http.baseUrl(...)");
      }
      protocol.checkHttp3();
      this.protocol = protocol;
      return this;
    }

    /** Stops the run after {@code duration}, even if users are still arriving or busy. */
    public SetUp maxDuration(Duration duration) {
      this.maxDuration = Optional.of(Require.positive("maxDuration", duration));
      return this;
    }

    /**
     * What the run must achieve, checked on its final figures; a failed assertion fails the
     * run (exit status 1, a failed Maven build). A second call adds to the first.
     */
    public SetUp assertions(Assertion... assertions) {
      if (assertions == null || assertions.length == 0) {
        throw new IllegalArgumentException(
            "assertions needs at least one assertion, such as global().failedRequests().count().is(0)");
      }
      for (Assertion assertion : assertions) {
        if (assertion == null) {
          throw new IllegalArgumentException("assertions must not contain null");
        }
        this.assertions.add(assertion.toModel());
      }
      return this;
    }

    /**
     * Judges the runs against a baseline (a file {@code loadtest:baseline} recorded), metric by
     * metric within the tolerances given; a regression fails the run (exit status 4, a failed
     * Maven build) unless {@code -Dloadtest.failOnRegression=false}. The command line wins:
     * {@code -Dloadtest.baseline} names another file and {@code -Dloadtest.tolerance.<metric>}
     * replaces that metric's tolerance.
     *
     * <pre>{@code
     * .baseline(baseline().p95().worseBy(15).percent().errorPercent().worseBy(0.5).points())
     * }</pre>
     *
     * @throws IllegalStateException if the setUp already has a baseline
     */
    public SetUp baseline(BaselineBuilder baseline) {
      if (baseline == null) {
        throw new IllegalArgumentException("baseline needs a baseline, such as baseline() or baseline(\"src/test/"
            + "loadtest/baselines/Checkout.json\")");
      }
      if (this.baseline.isPresent()) {
        throw new IllegalStateException("baseline(...) was already called: give one baseline(...) with every tolerance");
      }
      this.baseline = Optional.of(baseline.toModel());
      return this;
    }

    /**
     * Caps requests per second across every user of every population. The cap starts at 0 and
     * follows the steps; the last rate holds until the run ends. A request waits for its slot
     * (a timer, never a blocked thread), and its response time counts from that slot.
     *
     * <pre>{@code
     * .throttle(reachRps(100).in(ofSeconds(10)), holdFor(ofMinutes(1)), jumpToRps(50), holdFor(ofMinutes(1)))
     * }</pre>
     */
    public SetUp throttle(Throttling... steps) {
      if (steps == null || steps.length == 0 || Arrays.asList(steps).contains(null)) {
        throw new IllegalArgumentException(
            "throttle needs at least one step, such as reachRps(100).in(ofSeconds(10))");
      }
      List<ThrottleStep> model = Arrays.stream(steps).map(Throttling::toModel).toList();
      if (model.stream().allMatch(step -> step instanceof ThrottleStep.Hold)) {
        throw new IllegalArgumentException(
            "throttle never lets a request through: start with reachRps(r).in(d) or jumpToRps(r)");
      }
      this.throttle = model;
      return this;
    }
  }
}
