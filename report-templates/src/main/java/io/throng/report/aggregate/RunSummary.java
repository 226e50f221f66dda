package io.throng.report.aggregate;

import java.util.List;
import java.util.Optional;

/**
 * Everything the report shows about one run, as numbers. Build it with
 * {@link RunLogAggregator#aggregate(java.nio.file.Path)}.
 *
 * <pre>{@code
 * RunSummary run = RunLogAggregator.aggregate(runDir.resolve(RunLogFormat.FILE_NAME));
 * run.peak().ifPresent(p -> System.out.println(p.total() + " requests in second " + p.second()));
 * }</pre>
 *
 * @param end the {@code END} record, empty when the log was cut off (a killed run)
 * @param secondsLogged how many seconds the records cover: the last second seen, plus one
 * @param requests one summary per request name, sorted by name
 * @param total all request names together
 * @param seconds requests per second, sorted by second; seconds without completions are absent
 * @param errors errors by message and request name, the most frequent first
 */
public record RunSummary(
    String simulationName,
    long startEpochMillis,
    Optional<Ending> end,
    long secondsLogged,
    List<RequestSummary> requests,
    RequestSummary total,
    List<SecondCount> seconds,
    List<ErrorSummary> errors,
    UserSummary users) {

  /** Mean TPS never divides by less than this, so a run shorter than a second reports its count. */
  public static final long MIN_DURATION_MILLIS = 1_000;

  public RunSummary {
    requests = List.copyOf(requests);
    seconds = List.copyOf(seconds);
    errors = List.copyOf(errors);
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

  /**
   * Mean throughput: all requests (OK and KO) divided by {@link #durationMillis()} in seconds,
   * at least {@link #MIN_DURATION_MILLIS}.
   */
  public double meanTps() {
    return meanTps(total.count());
  }

  /** The mean throughput of {@code requests} requests over this run, as {@link #meanTps()} computes it. */
  public double meanTps(long requests) {
    return requests * 1_000.0 / Math.max(durationMillis(), MIN_DURATION_MILLIS);
  }

  /**
   * Peak throughput: the second with the most completed requests (OK + KO), the earliest one on
   * a tie; empty when no request completed.
   */
  public Optional<SecondCount> peak() {
    return SecondCount.peak(seconds);
  }
}
