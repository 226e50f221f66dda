package io.throng.report.view;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.Validity;
import java.util.Locale;

/**
 * The "Load generator" section: whether the machine that sent the load kept up. High CPU or a
 * lagging event loop means the generator, not the target, may have limited the run.
 *
 * @param logged false for run logs without {@code HEALTH} records; then only a note is shown
 * @param warning why the generator may have been the bottleneck, or empty; in a merged run, which
 *     injectors were saturated when one of them was on its own
 * @param peakCpu {@code 97 %}, or a dash when CPU was not measured
 * @param meanCpu likewise, over the seconds that measured it
 * @param gcTime milliseconds of garbage collection over the run, all run logs together
 * @param worstLag the worst event-loop lag, in milliseconds
 * @param invalid whether the run is not valid, its generator saturated for long enough ({@link Validity})
 * @param invalidReason why and when, starting in lower case; empty when the run is valid
 */
public record GeneratorSection(
    boolean logged, boolean invalid, String invalidReason, String warning, String peakCpu, String meanCpu, String gcTime, String worstLag,
    String saturatedSeconds, Chart cpu, Chart lag) {

  static GeneratorSection of(RunSummary run) {
    HealthSummary health = run.health();
    Validity validity = run.validity();
    return new GeneratorSection(
        !health.seconds().isEmpty(),
        !validity.valid(),
        validity.reason(),
        warning(run),
        health.peakCpuPercent() < 0 ? DisplayFormat.NONE : health.peakCpuPercent() + " %",
        health.meanCpuPercent() < 0 ? DisplayFormat.NONE
            : String.format(Locale.ROOT, "%.1f %%", health.meanCpuPercent()),
        DisplayFormat.count(health.gcMillis()),
        DisplayFormat.millis(health.worstLoopLagMicros()),
        DisplayFormat.count(run.longestSaturatedSeconds()),
        GeneratorCharts.cpu("run-cpu", health, run.secondsLogged()),
        GeneratorCharts.lag("run-lag", health, run.secondsLogged()));
  }

  /** Said when {@link RunSummary#generatorMayBeBottleneck()}; of merged logs, naming the injectors. */
  private static String warning(RunSummary run) {
    if (!run.generatorMayBeBottleneck()) {
      return "";
    }
    if (run.injectors().size() > 1) {
      return InjectorSection.warning(run.injectors());
    }
    HealthSummary health = run.health();
    return "The load generator was saturated for " + DisplayFormat.count(health.longestSaturated())
        + " seconds in a row (CPU above " + HealthSummary.CPU_LIMIT_PERCENT + " % or an event loop "
        + "late by more than " + DisplayFormat.millis(HealthSummary.LAG_LIMIT_MICROS) + " ms): "
        + "the generator may have been the bottleneck, so the target may handle more than this run shows";
  }
}
