package io.throng.engine.run;

import io.throng.dsl.model.AbortOnFail;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.assertion.AssertionEvaluator;
import io.throng.engine.assertion.AssertionResult;
import io.throng.engine.assertion.RunningFigures;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.stats.ElapsedClock;
import io.throng.engine.stats.IntervalListener;
import io.throng.engine.stats.IntervalSnapshot;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.HdrHistogram.Histogram;

/**
 * Judges the plan's abort-on-fail assertions once a second, as the stats thread collects each
 * second, on the figures so far ({@link RunningFigures}, fed with exactly what the run log gets),
 * with the evaluator that judges the final figures. The first failure that has a value writes
 * the run log's {@code ABORT} record, says so on the console and completes {@link #verdict()},
 * which the run awaits to stop. A result without a value (no request of that name yet) is not
 * held against the run: the final judgement will be.
 *
 * <p>{@link #settle()} ends the watch when the run ends for another reason; the verdict is then
 * empty and no later second can abort a run that already ended.
 */
final class AbortWatch implements IntervalListener {

  private final List<AssertionSpec> assertions;
  private final RunLogWriter log;
  private final PrintStream console;
  private final RunningFigures figures = new RunningFigures();
  private final CompletableFuture<Optional<AssertionResult>> verdict = new CompletableFuture<>();

  /** A watch over those of {@code assertions} that abort on failure; none makes a watch that never fires. */
  AbortWatch(List<AssertionSpec> assertions, RunLogWriter log, PrintStream console) {
    this.assertions = assertions.stream().filter(a -> a.abortOnFail().isPresent()).toList();
    this.log = log;
    this.console = console;
  }

  @Override
  public void requests(String name, Status status, Histogram responseTimes) {
    if (!assertions.isEmpty()) {
      figures.add(name, status, responseTimes);
    }
  }

  @Override
  public void groups(String name, Status status, Histogram durations) {
    if (!assertions.isEmpty()) {
      figures.addGroup(name, status, durations);
    }
  }

  @Override
  public void secondCollected(IntervalSnapshot second) {
    if (assertions.isEmpty() || verdict.isDone()) {
      return;
    }
    figures.endSecond(second.second());
    Duration elapsed = Duration.ofSeconds(second.second() + 1);
    long requests = figures.total().count();
    for (AssertionSpec assertion : assertions) {
      if (due(assertion.abortOnFail().orElseThrow(), elapsed, requests)) {
        Optional<AssertionResult> failed = AssertionEvaluator.evaluate(List.of(assertion), figures).stream()
            .filter(result -> !result.passed() && result.measured())
            .findFirst();
        if (failed.isPresent()) {
          abort(second.second(), failed.get());
          return;
        }
      }
    }
  }

  /** Completes with the assertion that failed, or empty when the run ended otherwise (see {@link #settle()}). */
  CompletableFuture<Optional<AssertionResult>> verdict() {
    return verdict;
  }

  /** Ends the watch: the assertion that stopped the run, or empty when none did and none can any more. */
  Optional<AssertionResult> settle() {
    verdict.complete(Optional.empty());
    return verdict.join();
  }

  static boolean due(AbortOnFail abort, Duration elapsed, long requests) {
    return elapsed.compareTo(abort.delay()) >= 0 && requests >= abort.minRequests();
  }

  private void abort(long second, AssertionResult failed) {
    // The verdict decides the race with settle(): only the winner may say the run was aborted.
    if (verdict.complete(Optional.of(failed))) {
      log.abort(second, failed.description(), failed.actual(), failed.expected());
      console.printf("Stopping at %s: abort-on-fail assertion failed: %s (%s)%n",
          ElapsedClock.format(second + 1), failed.description(), failed.message());
    }
  }
}
