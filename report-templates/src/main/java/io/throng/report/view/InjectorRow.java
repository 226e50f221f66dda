package io.throng.report.view;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.InjectorSummary;

/**
 * One injector of a merged run in the "Injectors" table: what its own run log measured.
 *
 * @param injector {@code shard 1/3}, or {@code run log 2} for a log that is not a shard
 * @param host the machine or pod its log names, or a dash
 * @param worstCpu its highest CPU use of any second, {@code 97 %}, or a dash when not measured
 * @param worstLag its worst event-loop lag, in milliseconds, or a dash without health records
 * @param gcTime its garbage-collection time over the run, in milliseconds, or a dash
 * @param invalid whether its own seconds make the run invalid ({@link InjectorSummary#validity()})
 */
public record InjectorRow(
    String injector, String host, String requests, String ok, String ko, String meanTps, String peakTps,
    String lateStarts, String worstCpu, String worstLag, String gcTime, boolean invalid) {

  static InjectorRow of(InjectorSummary injector) {
    HealthSummary health = injector.health();
    boolean logged = !health.seconds().isEmpty();
    return new InjectorRow(
        injector.label(),
        injector.host().isEmpty() ? DisplayFormat.NONE : injector.host(),
        DisplayFormat.count(injector.requests().count()),
        DisplayFormat.count(injector.requests().ok()),
        DisplayFormat.count(injector.requests().ko()),
        DisplayFormat.rate(injector.meanTps()),
        DisplayFormat.count(injector.peakTps()) + "/s",
        DisplayFormat.count(injector.lateStarts()),
        health.peakCpuPercent() < 0 ? DisplayFormat.NONE : health.peakCpuPercent() + " %",
        logged ? DisplayFormat.millis(health.worstLoopLagMicros()) : DisplayFormat.NONE,
        logged ? DisplayFormat.count(health.gcMillis()) : DisplayFormat.NONE,
        !injector.validity().valid());
  }
}
