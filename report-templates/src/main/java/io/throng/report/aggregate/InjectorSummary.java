package io.throng.report.aggregate;

import java.util.Objects;

/**
 * One injector of a merged run: what its own run log measured, so that an injector that sent
 * less, failed more or was saturated stands out from the others. Its seconds are on the merged
 * timeline, like the run's.
 *
 * <pre>{@code
 * run.injectors().stream().filter(i -> !i.validity().valid())
 *     .forEach(i -> System.out.println(i.label() + " on " + i.host() + ": " + i.validity().reason()));
 * }</pre>
 *
 * @param position the run log's place among the merged ones, from 0
 * @param shardIndex the shard its {@code SHARD} record names, from 0; -1 for a log without one
 * @param shardCount the shards of the run; 0 for a log without a {@code SHARD} record
 * @param host the machine (on Kubernetes, the pod) its {@code HOST} record names; empty without one
 * @param requests all its requests, named by {@link #label()}
 * @param durationMillis from its own start to its own end; for a cut-off log, the seconds it logged
 * @param lateStarts its requests sent more than 10 ms behind their schedule
 * @param health its own CPU, GC and event-loop lag
 * @param validity whether it kept up, judged on its own records by the run's rules
 */
public record InjectorSummary(
    int position, int shardIndex, int shardCount, String host, RequestSummary requests, long durationMillis,
    long lateStarts, HealthSummary health, Validity validity) {

  public InjectorSummary {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(validity, "validity");
  }

  /** How a person calls it: {@code shard 1/3}, or {@code run log 2} for a log that is not a shard. */
  public static String label(int position, int shardIndex, int shardCount) {
    return shardCount > 0 ? "shard " + shardIndex + "/" + shardCount : "run log " + (position + 1);
  }

  /** {@code shard 1/3}, or {@code run log 2} for a log that is not a shard. */
  public String label() {
    return label(position, shardIndex, shardCount);
  }

  /** Its requests (OK and KO) over its own duration, at least {@link RunSummary#MIN_DURATION_MILLIS}. */
  public double meanTps() {
    return requests.count() * 1_000.0 / Math.max(durationMillis, RunSummary.MIN_DURATION_MILLIS);
  }

  /** Its busiest second's requests; 0 when none completed. */
  public long peakTps() {
    return requests.peak().map(SecondStats::total).orElse(0L);
  }
}
