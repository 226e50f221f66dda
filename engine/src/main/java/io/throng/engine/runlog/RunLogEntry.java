package io.throng.engine.runlog;

import org.HdrHistogram.Histogram;

/** One record of a run log, as {@link RunLogReader} returns it; see {@link RunLogFormat}. */
public sealed interface RunLogEntry {

  /** The run started at {@code startEpochMillis}, the instant of second 0. */
  record RunStart(int version, long startEpochMillis, String simulationName) implements RunLogEntry {}

  /** This log is shard {@code index} (from 0) of the {@code count} that together ran the simulation. */
  record Shard(int index, int count) implements RunLogEntry {}

  /** The machine (on Kubernetes, the pod) that wrote this log, by its host name. */
  record Host(String name) implements RunLogEntry {}

  /** What the simulation is for, in its author's words; empty when it gave none. */
  record PlanDescription(String description) implements RunLogEntry {}

  /** The population of scenario {@code scenarioName} and its injection profile in words. */
  record PopulationProfile(String scenarioName, String profile) implements RunLogEntry {}

  /** The run's throttle in words. */
  record ThrottleProfile(String words) implements RunLogEntry {}

  /** A base URL the run sent its requests to (the demo target's loopback URL when it used that). */
  record Target(String baseUrl) implements RunLogEntry {}

  /** The rules that say when the run is not valid; see {@link ValidityRules}. */
  record Validity(ValidityRules rules) implements RunLogEntry {}

  /** Virtual users at the end of {@code second}, and how many started and finished in it. */
  record Users(long second, long active, long started, long finished) implements RunLogEntry {}

  record ScenarioUsers(long second, String scenario, long active, long started, long finished) implements RunLogEntry {}

  /** The most virtual users active at once during {@code second}. */
  record UsersPeak(long second, long mostActive) implements RunLogEntry {}

  /** The most virtual users of {@code scenario} active at once during {@code second}. */
  record ScenarioUsersPeak(long second, String scenario, long mostActive) implements RunLogEntry {}

  /** Response times (microseconds) of the requests named {@code name} that completed in {@code second}. */
  record Requests(long second, String name, Status status, Histogram histogram) implements RunLogEntry {
    public long count() {
      return histogram.getTotalCount();
    }
  }

  /** Service times (microseconds, from the actual send) of the requests of the matching {@link Requests}. */
  record ServiceTimes(long second, String name, Status status, Histogram histogram) implements RunLogEntry {}

  /** {@code count} responses of request {@code name} had HTTP status {@code code} in {@code second}. */
  record StatusCodes(long second, String name, int code, long count) implements RunLogEntry {}

  /**
   * {@code count} requests named {@code name} that completed in {@code second} went out on
   * {@code protocol} ({@code h1}, {@code h2}, {@code h3}, {@code ws}, {@code sse}).
   */
  record Protocols(long second, String name, String protocol, long count) implements RunLogEntry {}

  /**
   * {@code count} attempts of request {@code name} were lost unanswered on a stale connection in
   * {@code second} and sent again; each attempt's retry has its own outcome in {@link Requests}.
   */
  record Retries(long second, String name, long count) implements RunLogEntry {}

  /** {@code count} KOs of request {@code name} failed with {@code message}, of {@code kind}, in {@code second}. */
  record Errors(long second, String name, String kind, long count, String message) implements RunLogEntry {}

  /**
   * Executions of group {@code name} that ended in {@code second} with {@code status}: their
   * durations and, for the same executions, their requests' cumulated response times
   * (microseconds).
   */
  record Groups(long second, String name, Status status, Histogram durations, Histogram cumulatedResponseTimes)
      implements RunLogEntry {
    public long count() {
      return durations.getTotalCount();
    }
  }

  /** The load generator's own CPU use, GC time and worst event-loop lag in {@code second}. */
  record Health(long second, int cpuPercent, long gcMillis, long maxLoopLagMicros) implements RunLogEntry {}

  /** {@code count} requests started late in {@code second}, the worst by {@code maxLagMicros}. */
  record LateStarts(long second, long count, long maxLagMicros) implements RunLogEntry {}

  /** Bytes sent and received on the wire in {@code second}. */
  record Traffic(long second, long bytesSent, long bytesReceived) implements RunLogEntry {}

  /**
   * Abort-on-fail {@code assertion} failed on the figures up to {@code second}, measuring
   * {@code actual} against {@code expected}, and stopped the run.
   */
  record Abort(long second, String assertion, String actual, String expected) implements RunLogEntry {}

  /**
   * {@code count} times in {@code second}, step {@code step} of scenario {@code scenarioName}
   * threw an {@code exceptionClass} with {@code message} instead of running; no request.
   */
  record UserErrors(long second, String scenarioName, String step, String exceptionClass, long count, String message)
      implements RunLogEntry {}

  /** The simulation declared custom metric {@code name} of {@code kind} ({@code COUNTER}, {@code GAUGE}, {@code TREND}). */
  record CustomMetric(String kind, String name) implements RunLogEntry {}

  /** The users added {@code sum} to custom counter {@code name} in {@code second}. */
  record CustomCounter(long second, String name, long sum) implements RunLogEntry {}

  /** Custom gauge {@code name} was set in {@code second}: to {@code last} at its close, between {@code min} and {@code max}. */
  record CustomGauge(long second, String name, long last, long min, long max) implements RunLogEntry {}

  /** The values recorded into custom trend {@code name} in {@code second}. */
  record CustomTrend(long second, String name, Histogram values) implements RunLogEntry {}

  /** The run ended at {@code endEpochMillis}; {@code reason} says why. */
  record RunEnd(long endEpochMillis, String reason) implements RunLogEntry {}

  /** Whether a request succeeded. */
  enum Status {
    OK,
    KO
  }
}
