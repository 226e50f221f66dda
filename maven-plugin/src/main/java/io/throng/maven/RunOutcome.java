package io.throng.maven;

import io.throng.app.ExitStatus;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How one simulation's run ended, as {@link FailureMapping} reports it.
 *
 * @param simulation the simulation's fully-qualified name
 * @param exitCode the run's exit code: an {@link ExitStatus#code()}, or its JVM's when a signal ended it
 * @param report the run's {@code index.html}, when one was written
 * @param failedAssertions each failed assertion with its actual and expected values, read from
 *     the run's {@code junit.xml}
 * @param regressions the sentence of each metric that regressed against the baseline, read from
 *     the last run's {@code baseline-junit.xml}
 */
record RunOutcome(String simulation, int exitCode, Optional<Path> report, List<String> failedAssertions,
    List<String> regressions) {

  RunOutcome {
    failedAssertions = List.copyOf(failedAssertions);
    regressions = List.copyOf(regressions);
  }

  /** The outcome of a run judged against no baseline. */
  RunOutcome(String simulation, int exitCode, Optional<Path> report, List<String> failedAssertions) {
    this(simulation, exitCode, report, failedAssertions, List.of());
  }

  /** How the run ended, whatever ended its JVM. */
  ExitStatus status() {
    return ExitStatus.of(exitCode);
  }
}
