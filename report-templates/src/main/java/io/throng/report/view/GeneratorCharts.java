package io.throng.report.view;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.HealthSummary.SecondHealth;
import java.util.List;

/**
 * The load generator's health per second: its CPU use as one line, and its worst event-loop lag
 * beside its garbage-collection time as another chart, both in milliseconds. Long runs show each
 * step's highest values.
 */
final class GeneratorCharts {

  private GeneratorCharts() {}

  static Chart cpu(String id, HealthSummary health, long secondsLogged, int cpuLimitPercent) {
    String title = "Load generator CPU per second";
    if (health.peakCpuPercent() < 0) {
      return Chart.empty(id, title, "The generator's JVM could not measure its CPU use.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    ValueAxis y = ValueAxis.counts(100);
    long[] cpu = StepLine.highest(health.seconds(), SecondHealth::second, SecondHealth::cpuPercent, time);
    return new Chart(id, true, title + ". Peak: " + health.peakCpuPercent() + " %",
        "CPU used by the load generator's JVM, in percent of all cores. At "
            + cpuLimitPercent + " % or more for several seconds, the generator may be what "
            + "limits the run. " + time.resolution("highest value"),
        Plot.frame(time.ticks(), y.ticks(), "", "CPU %"),
        List.of(new Series("s-cpu", "CPU", StepLine.path(cpu, time, y))), List.of());
  }

  static Chart lag(String id, HealthSummary health, long secondsLogged, long lagLimitMicros) {
    String title = "Event-loop lag and GC time per second";
    TimeAxis time = new TimeAxis(secondsLogged);
    long[] lag = StepLine.highest(health.seconds(), SecondHealth::second, SecondHealth::maxLoopLagMicros, time);
    long[] gc = StepLine.highest(health.seconds(), SecondHealth::second, h -> h.gcMillis() * 1_000, time);
    long top = Math.max(health.worstLoopLagMicros(),
        health.seconds().stream().mapToLong(h -> h.gcMillis() * 1_000).max().orElse(0));
    ValueAxis y = ValueAxis.micros(top);
    return new Chart(id, true, title + ". Worst lag: " + DisplayFormat.millis(health.worstLoopLagMicros()) + " ms",
        "The worst delay of a task on the generator's event loops, and the time its JVM spent in "
 + "garbage collection, in each second. A lag of "
            + DisplayFormat.millis(lagLimitMicros) + " ms or more delays sends and "
            + "responses alike. " + time.resolution("highest value of each line"),
        Plot.frame(time.ticks(), y.ticks(), "", "ms"),
        List.of(new Series("s-lag", "Event-loop lag", StepLine.path(lag, time, y)),
            new Series("s-gc", "GC time", StepLine.path(gc, time, y))), List.of());
  }
}
