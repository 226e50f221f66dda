package io.throng.report.view;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.Validity;
import java.util.Locale;

/**
 * The "Load generator" section: whether the machine that sent the load kept up, by the one rule of
 * {@link Validity}: high CPU, a lagging event loop or many late starts mean the generator, not
 * the target, may have limited the run.
 *
 * @param logged false for run logs without {@code HEALTH} records; then only a note is shown
 * @param peakCpu {@code 97 %}, or a dash when CPU was not measured
 * @param meanCpu likewise, over the seconds that measured it
 * @param gcTime milliseconds of garbage collection over the run, all run logs together
 * @param worstLag the worst event-loop lag, in milliseconds
 * @param invalid whether the run is not valid, its generator saturated for long enough ({@link Validity})
 * @param invalidReason why and when, starting in lower case; empty when the run is valid
 * @param saturatedSeconds the most saturated seconds in a row, by the validity rules
 * @param rules those rules in words, for the section's note
 */
public record GeneratorSection(
    boolean logged, boolean invalid, String invalidReason, String peakCpu, String meanCpu, String gcTime,
    String worstLag, String saturatedSeconds, String rules, Chart cpu, Chart lag) {

  static GeneratorSection of(RunSummary run) {
    HealthSummary health = run.health();
    Validity validity = run.validity();
    return new GeneratorSection(
        !health.seconds().isEmpty(),
        !validity.valid(),
        validity.reason(),
        health.peakCpuPercent() < 0 ? DisplayFormat.NONE : health.peakCpuPercent() + " %",
        health.meanCpuPercent() < 0 ? DisplayFormat.NONE
            : String.format(Locale.ROOT, "%.1f %%", health.meanCpuPercent()),
        DisplayFormat.count(health.gcMillis()),
        DisplayFormat.millis(health.worstLoopLagMicros()),
        DisplayFormat.count(validity.longestStreak()),
        validity.rulesInWords(),
        GeneratorCharts.cpu("run-cpu", health, run.secondsLogged(), validity.cpuLimitPercent()),
        GeneratorCharts.lag("run-lag", health, run.secondsLogged(), validity.loopLagLimitMicros()));
  }
}
