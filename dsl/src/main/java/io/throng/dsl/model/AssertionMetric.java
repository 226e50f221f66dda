package io.throng.dsl.model;

import java.util.Objects;

/** What an assertion measures over the requests of its scope. */
public sealed interface AssertionMetric {

  /** How the metric reads in a description, such as {@code 95th percentile of response time}. */
  String label();

  /** The unit of the metric's values and bounds, such as {@code ms}; empty for a count. */
  String unit();

  /** A statistic of the response times, in milliseconds. */
  record ResponseTime(TimeStatistic statistic) implements AssertionMetric {
    public ResponseTime {
      Objects.requireNonNull(statistic, "statistic");
    }

    @Override
    public String label() {
      return statistic.label() + " response time";
    }

    @Override
    public String unit() {
      return "ms";
    }
  }

  /**
   * Throughput over the requests of the scope, OK and KO: {@link #MEAN} is their number divided by
   * the run's duration in seconds, {@link #PEAK} the highest number completed within one second.
   */
  enum Throughput implements AssertionMetric {
    MEAN("mean requests per second"),
    PEAK("peak requests per second");

    private final String label;

    Throughput(String label) {
      this.label = label;
    }

    @Override
    public String label() {
      return label;
    }

    @Override
    public String unit() {
      return "req/s";
    }
  }

  /** How many requests failed (KO) or succeeded (OK), as a count or a percentage of all. */
  record Requests(Outcome outcome, Measure measure) implements AssertionMetric {
    public Requests {
      Objects.requireNonNull(outcome, "outcome");
      Objects.requireNonNull(measure, "measure");
    }

    @Override
    public String label() {
      String requests = outcome == Outcome.FAILED ? "failed requests" : "successful requests";
      return measure == Measure.COUNT ? "count of " + requests : "percentage of " + requests;
    }

    @Override
    public String unit() {
      return measure == Measure.COUNT ? "" : "%";
    }
  }

  /** Which requests {@link Requests} counts. */
  enum Outcome { FAILED, SUCCESSFUL }

  /** Whether {@link Requests} is a count or a percentage of all requests. */
  enum Measure { COUNT, PERCENT }

  /** A statistic of a set of response times: one of {@link Basic}, or a {@link Percentile}. */
  sealed interface TimeStatistic {
    /** How the statistic reads before "response time": {@code max}, {@code 99.9th percentile of}. */
    String label();

    /** The statistics that need no parameter. */
    enum Basic implements TimeStatistic {
      MIN("min"),
      MAX("max"),
      MEAN("mean"),
      STD_DEV("standard deviation of");

      private final String label;

      Basic(String label) {
        this.label = label;
      }

      @Override
      public String label() {
        return label;
      }
    }

    /** The value below which {@code percentile} percent of the response times fall, in (0, 100]. */
    record Percentile(double percentile) implements TimeStatistic {
      @Override
      public String label() {
        return ordinal(percentile) + " percentile of";
      }

      /** {@code 1st}, {@code 2nd}, {@code 3rd}, {@code 11th}, {@code 95th}, {@code 99.9th}. */
      private static String ordinal(double value) {
        String number = AssertionCondition.number(value);
        if (number.contains(".")) {
          return number + "th";
        }
        long whole = (long) value;
        if (whole % 100 >= 11 && whole % 100 <= 13) {
          return number + "th";
        }
        long last = whole % 10;
        return number + (last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th");
      }
    }
  }
}
