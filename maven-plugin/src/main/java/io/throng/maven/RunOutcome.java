package io.throng.maven;

import io.throng.app.Main;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How one simulation's run ended, as {@link FailureMapping} reports it.
 *
 * @param simulation the simulation's fully-qualified name
 * @param exitCode the exit status of {@link Main} (or of its JVM, when a signal ended it)
 * @param report the run's {@code index.html}, when one was written
 * @param failedAssertions each failed assertion with its actual and expected values, read from
 *     the run's {@code junit.xml}
 */
record RunOutcome(String simulation, int exitCode, Optional<Path> report, List<String> failedAssertions) {

  RunOutcome {
    failedAssertions = List.copyOf(failedAssertions);
  }

  /** A word for the summary: {@code PASSED}, {@code FAILED} (assertions), {@code INVALID} or {@code ERROR}. */
  String verdict() {
    return exitCode == Main.COMPLETED ? "PASSED" : exitCode == Main.ASSERTIONS_FAILED ? "FAILED"
        : exitCode == Main.RUN_INVALID ? "INVALID" : "ERROR";
  }
}
