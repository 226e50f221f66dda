package io.throng.report.aggregate;

import io.throng.engine.runlog.ValidityRules;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything the report shows about one run, as numbers. Build it with
 * {@link RunLogAggregator#aggregate(List)}.
 *
 * <pre>{@code
 * RunSummary run = RunLogAggregator.aggregate(runDir.resolve(RunLogFormat.FILE_NAME));
 * run.peak().ifPresent(p -> System.out.println(p.total() + " requests in second " + p.second()));
 * }</pre>
 *
 * @param startEpochMillis the start of second 0: the earliest start of the merged logs
 * @param end the end, empty when a log was cut off (a killed run)
 * @param secondsLogged how many seconds the records cover: the last second seen, plus one
 * @param runLogs how many run logs were merged into this run
 * @param requests one summary per request name, in the order the names first appear in the log:
 *     the order the scenarios send them (logs written before the engine kept that order list a
 *     second's names alphabetically)
 * @param total all request names together
 * @param errors errors by message and request name, the most frequent first
 * @param late requests that started behind their schedule
 * @param health the load generator's CPU, GC and event-loop lag
 * @param traffic bytes sent and received on the wire
 * @param groups one summary per group, in the order they first appear in the log ({@code "a"}, {@code "a / b"} for nested
 *     groups), from the run log's {@code GROUP} records: its counts are executions of the group,
 *     its {@code times} their durations (from entering to leaving, pauses included) and its
 *     {@code serviceTimes} their cumulated response times (the sum of each execution's requests'
 *     response times); no status codes. Requests made inside a group are named
 *     {@code "group / request"} and summarized in {@code requests}. Logs written before
 *     {@code GROUP} records existed have no groups
 * @param plan the description and injection profiles in words, from the first merged log
 * @param injectors one per merged run log, in the order given: what each injector measured on its own;
 *     empty for a run of one log, which is its own only injector
 * @param scenarioErrors steps that threw instead of running (no requests), the most frequent first
 * @param validityRules when the run counts as not valid, from the first log's {@code VALIDITY}
 *     record (the defaults for a log written before it); see {@link #validity()}
 * @param customMetrics the simulation's custom metrics, in the order declared; none in a log
 *     written before them
 */
public record RunSummary(
    String simulationName,
    long startEpochMillis,
    Optional<Ending> end,
    long secondsLogged,
    int runLogs,
    List<RequestSummary> requests,
    RequestSummary total,
    List<ErrorSummary> errors,
    UserSummary users,
    LateSummary late,
    HealthSummary health,
    TrafficSummary traffic,
    List<RequestSummary> groups,
    PlanWords plan,
    List<InjectorSummary> injectors,
    List<ScenarioErrorSummary> scenarioErrors,
    ValidityRules validityRules,
    List<CustomMetricSummary> customMetrics) {

  /** Mean TPS never divides by less than this, so a run shorter than a second reports its count. */
  public static final long MIN_DURATION_MILLIS = 1_000;

  public RunSummary {
    requests = List.copyOf(requests);
    errors = List.copyOf(errors);
    groups = List.copyOf(groups);
    Objects.requireNonNull(plan, "plan");
    injectors = List.copyOf(injectors);
    scenarioErrors = List.copyOf(scenarioErrors);
    Objects.requireNonNull(validityRules, "validityRules");
    customMetrics = List.copyOf(customMetrics);
  }

  /** A run of one log, without scenario errors or custom metrics. */
  public RunSummary(String simulationName, long startEpochMillis, Optional<Ending> end, long secondsLogged,
      int runLogs, List<RequestSummary> requests, RequestSummary total, List<ErrorSummary> errors,
      UserSummary users, LateSummary late, HealthSummary health, TrafficSummary traffic,
      List<RequestSummary> groups, PlanWords plan) {
    this(simulationName, startEpochMillis, end, secondsLogged, runLogs, requests, total, errors, users, late,
        health, traffic, groups, plan, List.of(), List.of(), ValidityRules.defaults(), List.of());
  }

  /** A run whose log says nothing of its plan, without a breakdown by injector. */
  public RunSummary(String simulationName, long startEpochMillis, Optional<Ending> end, long secondsLogged,
      int runLogs, List<RequestSummary> requests, RequestSummary total, List<ErrorSummary> errors,
      UserSummary users, LateSummary late, HealthSummary health, TrafficSummary traffic,
      List<RequestSummary> groups) {
    this(simulationName, startEpochMillis, end, secondsLogged, runLogs, requests, total, errors, users, late,
        health, traffic, groups, PlanWords.NONE);
  }

  /** How the run ended, as every output words it. */
  public RunOutcome outcome() {
    return RunOutcome.of(end);
  }

  /** Whether the log ends with an {@code END} record; a log without one was cut off. */
  public boolean completed() {
    return end.isPresent();
  }

  /**
   * The run's duration: from {@code RUN} to {@code END} when the run completed; for a cut-off
   * run, the whole seconds its records cover, as that is all the log can vouch for.
   */
  public long durationMillis() {
    return end.map(e -> Math.max(0, e.epochMillis() - startEpochMillis))
        .orElse(secondsLogged * 1_000);
  }

  /** Requests per second of {@code request} over the whole run; see {@link #meanTps()}. */
  public double meanTps(RequestSummary request) {
    return request.count() * 1_000.0 / Math.max(durationMillis(), MIN_DURATION_MILLIS);
  }

  /**
   * Mean throughput: all requests (OK and KO) divided by {@link #durationMillis()} in seconds,
   * at least {@link #MIN_DURATION_MILLIS}.
   */
  public double meanTps() {
    return meanTps(total);
  }

  /** Bytes per second over the run, as {@link #meanTps()} divides: {@code bytes} over the duration. */
  public double meanBytesPerSecond(long bytes) {
    return bytes * 1_000.0 / Math.max(durationMillis(), MIN_DURATION_MILLIS);
  }

  /**
   * Whether the run is valid, judged by {@link #validityRules()} on its seconds; of merged logs, on
   * each injector's own seconds ({@link InjectorSummary#validity()}). See {@link Validity}.
   */
  public Validity validity() {
    return injectors.size() > 1
        ? Validity.merged(validityRules, injectors.stream().map(InjectorSummary::validity).toList(), secondsLogged)
        : Validity.judge(validityRules, health, late, total.seconds(), secondsLogged);
  }

  /** The busiest second of the run; see {@link RequestSummary#peak()}. */
  public Optional<SecondStats> peak() {
    return total.peak();
  }

  /** The sum of all errors' counts: the KOs that have a logged message. */
  public long errorCount() {
    return errors.stream().mapToLong(ErrorSummary::count).sum();
  }
}
