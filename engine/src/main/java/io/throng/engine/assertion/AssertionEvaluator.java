package io.throng.engine.assertion;

import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.Measure;
import io.throng.dsl.model.AssertionMetric.Outcome;
import io.throng.dsl.model.AssertionMetric.TimeStatistic;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * Checks assertions against the figures of a run: the one logic that judges both the final
 * figures (the report) and the figures so far of a run under way (abort-on-fail assertions).
 *
 * <pre>{@code
 * List<AssertionResult> results = AssertionEvaluator.evaluate(plan.assertions(), figures);
 * boolean passed = results.stream().allMatch(AssertionResult::passed);
 * }</pre>
 *
 * <p>{@code global()} gives one result over all requests, {@code details(name)} one over that
 * name (failed, listing the names that exist, when the run has no such request), and {@code
 * forAll()} one per request name. {@code details(name)} of a group's name, when no request has
 * that name, judges the group's executions and their durations; {@code global()} and {@code
 * forAll()} look at requests only. A statistic of response times when no request completed has no
 * value: that assertion fails saying so, rather than passing on nothing, and its result is not
 * {@link AssertionResult#measured() measured}.
 */
public final class AssertionEvaluator {

  private static final double MICROS_PER_MILLI = 1_000.0;

  private AssertionEvaluator() {}

  /** One result per assertion, in order; {@code forAll()} assertions give one per request name. */
  public static List<AssertionResult> evaluate(List<AssertionSpec> assertions, RunFigures run) {
    List<AssertionResult> results = new ArrayList<>();
    for (AssertionSpec assertion : assertions) {
      AssertionScope scope = assertion.scope();
      if (scope instanceof AssertionScope.Details details) {
        results.add(details(assertion, details.requestName(), run));
      } else if (scope instanceof AssertionScope.ForAll) {
        results.addAll(forAll(assertion, run));
      } else {
        results.add(check(assertion.description(), assertion, run.total(), "no request completed"));
      }
    }
    return List.copyOf(results);
  }

  private static AssertionResult details(AssertionSpec assertion, String name, RunFigures run) {
    RequestFigures request = run.requests().get(name);
    if (request == null) {
      request = run.groups().get(name);
    }
    if (request == null) {
      return missing(assertion.description(), assertion,
          "no request or group named \"" + name + "\" in this run; its requests are " + names(run)
              + groupNames(run));
    }
    return check(assertion.description(), assertion, request, noneOf(name));
  }

  private static List<AssertionResult> forAll(AssertionSpec assertion, RunFigures run) {
    if (run.requests().isEmpty()) {
      return List.of(missing(assertion.description(), assertion, "no request completed during the run"));
    }
    return run.requests().entrySet().stream()
        .map(e -> check(assertion.describe(e.getKey()), assertion, e.getValue(), noneOf(e.getKey())))
        .toList();
  }

  /** @param noValue why the metric has no value when none of {@code requests} completed */
  private static AssertionResult check(
      String description, AssertionSpec assertion, RequestFigures requests, String noValue) {
    OptionalDouble value = measure(assertion.metric(), requests);
    if (value.isEmpty()) {
      return missing(description, assertion, "no value: " + noValue);
    }
    String unit = assertion.metric().unit();
    return new AssertionResult(
        description,
        holds(assertion.condition(), value.getAsDouble()),
        withUnit(round(value.getAsDouble()), unit),
        assertion.condition().describe(unit));
  }

  private static AssertionResult missing(String description, AssertionSpec assertion, String why) {
    return AssertionResult.unmeasured(description, why, assertion.condition().describe(assertion.metric().unit()));
  }

  /** The metric's value over {@code requests}, in the metric's unit; empty when it has none. */
  private static OptionalDouble measure(AssertionMetric metric, RequestFigures requests) {
    if (metric instanceof AssertionMetric.ResponseTime time) {
      return requests.count() == 0
          ? OptionalDouble.empty()
          : OptionalDouble.of(micros(time.statistic(), requests) / MICROS_PER_MILLI);
    }
    if (metric == AssertionMetric.Throughput.MEAN) {
      return OptionalDouble.of(requests.meanPerSecond());
    }
    if (metric == AssertionMetric.Throughput.PEAK) {
      return OptionalDouble.of(requests.peakPerSecond());
    }
    AssertionMetric.Requests counted = (AssertionMetric.Requests) metric;
    long count = counted.outcome() == Outcome.FAILED ? requests.ko() : requests.ok();
    if (counted.measure() == Measure.COUNT) {
      return OptionalDouble.of(count);
    }
    return requests.count() == 0 ? OptionalDouble.empty() : OptionalDouble.of(count * 100.0 / requests.count());
  }

  private static double micros(TimeStatistic statistic, RequestFigures times) {
    if (statistic instanceof TimeStatistic.Percentile p) {
      return times.percentileMicros(p.percentile());
    }
    return switch ((TimeStatistic.Basic) statistic) {
      case MIN -> times.minMicros();
      case MAX -> times.maxMicros();
      case MEAN -> times.meanMicros();
      case STD_DEV -> times.stdDevMicros();
    };
  }

  static boolean holds(AssertionCondition condition, double value) {
    double low = condition.low();
    return switch (condition.comparison()) {
      case LT -> value < low;
      case LTE -> value <= low;
      case GT -> value > low;
      case GTE -> value >= low;
      case IS -> value == low;
      case BETWEEN -> value >= low && value <= condition.high();
    };
  }

  /** Three decimals at most: response times come in microseconds, rates need no more. */
  private static double round(double value) {
    return BigDecimal.valueOf(value).setScale(3, RoundingMode.HALF_UP).doubleValue();
  }

  private static String withUnit(double value, String unit) {
    String number = AssertionCondition.number(value);
    return unit.isEmpty() ? number : number + " " + unit;
  }

  private static String noneOf(String name) {
    return "no \"" + name + "\" request completed";
  }

  private static String groupNames(RunFigures run) {
    return run.groups().isEmpty() ? ""
        : ", its groups " + run.groups().keySet().stream().map(name -> "\"" + name + "\"")
            .collect(Collectors.joining(", "));
  }

  private static String names(RunFigures run) {
    return run.requests().isEmpty()
        ? "none (no request completed)"
        : run.requests().keySet().stream().map(name -> "\"" + name + "\"").collect(Collectors.joining(", "));
  }
}
