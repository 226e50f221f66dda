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
 */
record RunOutcome(String simulation, int exitCode, Optional<Path> report, List<String> failedAssertions) {

  RunOutcome {
    failedAssertions = List.copyOf(failedAssertions);
  }

  /** How the run ended, whatever ended its JVM. */
  ExitStatus status() {
    return ExitStatus.of(exitCode);
  }
}
