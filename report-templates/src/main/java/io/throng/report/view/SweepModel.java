package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.sweep.LevelLimit;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.IntStream;

/**
 * What the sweep page shows, every value already text: each figure charted against the load
 * level (error %, mean / p95 / p99 response time, mean and peak TPS), a table with one row per
 * level linking to its own report, and — when a limit was given — the first level that broke it
 * and the highest level that held.
 *
 * <pre>{@code
 * SweepModel model = SweepModel.from(new Sweep(levels, limit));
 * }</pre>
 *
 * @param limit the limit in words, {@code error ≤ 5.00 %, p99 ≤ 1,500 ms}; empty without one
 * @param verdict {@code Highest level that held: 1500 threads. ...}; empty without a limit
 * @param held whether some level held, for the verdict's colour
 */
public record SweepModel(
    String title,
    String simulations,
    String limit,
    String verdict,
    boolean held,
    List<SweepRow> levels,
    Chart errors,
    Chart responseTimes,
    Chart throughput) {

  public SweepModel {
    levels = List.copyOf(levels);
  }

  public static SweepModel from(Sweep sweep) {
    LevelLimit limit = sweep.limit();
    OptionalDouble maxP99 = limit.maxP99Micros().isPresent()
        ? OptionalDouble.of(limit.maxP99Micros().getAsLong()) : OptionalDouble.empty();
    List<String> simulations = sweep.levels().stream().map(l -> l.run().simulationName()).distinct().toList();
    return new SweepModel(
        "Sweep of " + DisplayFormat.count(sweep.levels().size()) + " levels",
        String.join(", ", simulations),
        limitText(limit),
        verdict(sweep),
        sweep.highestHeld().isPresent(),
        IntStream.range(0, sweep.levels().size()).mapToObj(i -> SweepRow.of(sweep, i)).toList(),
        LevelChart.of("sweep-errors", "Error % against the level",
            "Failed requests (KO) as a percentage of all requests at each level.", sweep,
            List.of(new LevelChart.Line("error %", "s-line s-c1", Metric.ERROR_PERCENT)),
            limit.maxErrorPercent(), "%"),
        LevelChart.of("sweep-response-times", "Response time against the level",
            "Mean, p95 and p99 response time of each level's requests, OK and KO together, in milliseconds.",
            sweep,
            List.of(new LevelChart.Line("p99", "s-line s-c3", Metric.P99_MICROS),
                new LevelChart.Line("p95", "s-line s-c4", Metric.P95_MICROS),
                new LevelChart.Line("mean", "s-line s-c0", Metric.MEAN_MICROS)),
            maxP99, "ms"),
        LevelChart.of("sweep-throughput", "Throughput against the level",
            "Mean TPS (all requests over the level's duration) and peak TPS (its busiest second) of each level.",
            sweep,
            List.of(new LevelChart.Line("mean TPS", "s-line s-c2", Metric.MEAN_TPS),
                new LevelChart.Line("peak TPS", "s-line s-c5", Metric.PEAK_TPS)),
            OptionalDouble.empty(), "requests/s"));
  }

  private static String limitText(LevelLimit limit) {
    List<String> parts = new ArrayList<>(2);
    limit.maxErrorPercent().ifPresent(max -> parts.add("error ≤ " + MetricFormat.value(Metric.ERROR_PERCENT, max)));
    limit.maxP99Micros().ifPresent(max -> parts.add("p99 ≤ " + MetricFormat.value(Metric.P99_MICROS, max)));
    return String.join(", ", parts);
  }

  private static String verdict(Sweep sweep) {
    if (!sweep.limit().isSet()) {
      return "";
    }
    String held = sweep.highestHeld().map(LevelFigures::label)
        .map(label -> "Highest level that held: " + label + ".")
        .orElse(sweep.breaches(sweep.levels().get(0)).isEmpty()
            ? "No level held: the first one was not a valid run."
            : "No level held: the first one already broke the limit.");
    if (sweep.firstBroken().isEmpty()) {
      return held + " Every level held.";
    }
    LevelFigures first = sweep.levels().get(sweep.firstBroken().getAsInt());
    return sweep.breaches(first).isEmpty()
        ? held + " First level that did not hold: " + first.label() + ", within the limit but not a valid run"
            + " (its load generator was saturated)."
        : held + " First level over the limit: " + first.label() + ".";
  }
}
