package io.throng.maven;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * How one simulation's run ended, as {@link FailureMapping} reports it: its JVM's exit code and
 * the {@code outcome.json} the run wrote, which says where its report is and which assertions
 * failed.
 *
 * @param simulation the simulation's fully-qualified name
 * @param exitCode the run's exit code: an {@link ExitStatus#code()}, or its JVM's when a signal ended it
 * @param outcome what the run wrote of its end; empty when it ended before it could (a tool error,
 *     a signal)
 */
record FinishedRun(String simulation, int exitCode, Optional<RunOutcomeFile> outcome) {

  /** Exit codes above this mean the process was ended by signal {@code exitCode - 128}. */
  static final int SIGNAL_BASE = 128;

  /**
   * The run of {@code simulation} that exited with {@code exitCode}, its outcome read from {@code
   * file}.
   *
   * @throws MojoExecutionException if the file is corrupted, or missing although the exit code says
   *     the run went to its end; the message says what to do
   */
  static FinishedRun read(String simulation, int exitCode, Path file) throws MojoExecutionException {
    if (!Files.exists(file)) {
      if (exitCode <= SIGNAL_BASE && ExitStatus.of(exitCode).ranToEnd()) {
        throw new MojoExecutionException("the run of " + simulation + " ended with exit status " + exitCode
            + " but wrote no " + file.toAbsolutePath() + ": the throng-app it ran is older than this plugin;"
            + " give the project's Throng dependencies the plugin's version and run again");
      }
      return new FinishedRun(simulation, exitCode, Optional.empty());
    }
    try {
      return new FinishedRun(simulation, exitCode, Optional.of(RunOutcomeFile.read(file)));
    } catch (IOException e) {
      throw new MojoExecutionException("could not read how " + simulation + " ended: " + e.getMessage()
          + "; its output above says how it went; delete the file and run again", e);
    }
  }

  /**
   * How the run ended: as its outcome says, unless a signal ended its JVM (its outcome then tells
   * only how far it got).
   */
  ExitStatus status() {
    return exitCode > SIGNAL_BASE || outcome.isEmpty() ? ExitStatus.of(exitCode) : outcome.get().outcome();
  }

  /** The run's {@code index.html}, when one was written. */
  Optional<Path> report() {
    return outcome.flatMap(RunOutcomeFile::report);
  }

  /** Each failed assertion with its actual and expected values. */
  List<String> failedAssertions() {
    return outcome.map(RunOutcomeFile::failedAssertions).orElse(List.of());
  }
}
