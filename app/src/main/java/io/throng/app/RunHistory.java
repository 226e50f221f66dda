package io.throng.app;

import io.throng.report.HistoryFiles;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Appends each run's headline figures to the history file {@code loadtest.history} names, read by
 * the app itself from a {@code -D} system property, else the {@code --config} file; {@code
 * {simulation}} in the path stands for the simulation's simple name. The row's label is {@code
 * loadtest.historyLabel}, else the commit a CI server names in its environment ({@link
 * #COMMIT_VARIABLES}), else empty.
 *
 * <p>Every run that ran to its end appends, judged against a baseline or not, passed or failed:
 * the history is where a slow drift shows, which no single verdict sees. An interrupted run and an
 * invalid one (its load generator saturated) are left out and said so: their figures measure the
 * interruption or the generator, not the system, and would show as a change.
 *
 * <pre>{@code
 * RunHistory history = RunHistory.read(System.getProperties(), overrides, System.getenv());
 * RunOutcomeFile outcome = history.append(report, "Smoke", RunOutcomeFile.of(report, status), System.out, System.err);
 * }</pre>
 *
 * @param path the history file as set, {@code {simulation}} unreplaced; empty when not set
 */
record RunHistory(Optional<String> path, String label) {

  static final String FILE = "loadtest.history";
  /** Not {@code loadtest.history.label}: in a HOCON file a key cannot be a value and hold keys too. */
  static final String LABEL = "loadtest.historyLabel";

  /** Where CI servers put the commit they build: Jenkins, GitHub Actions, GitLab CI. */
  static final List<String> COMMIT_VARIABLES = List.of("GIT_COMMIT", "GITHUB_SHA", "CI_COMMIT_SHA");

  static RunHistory read(Properties system, Map<String, String> overrides, Map<String, String> environment) {
    Optional<String> path = setting(system, overrides, FILE).filter(value -> !value.isBlank());
    String label = setting(system, overrides, LABEL)
        .or(() -> COMMIT_VARIABLES.stream().map(environment::get).filter(v -> v != null && !v.isBlank()).findFirst())
        .orElse("").strip();
    return new RunHistory(path, label);
  }

  /**
   * Checks before the run that the history of {@code simulation} is missing, empty or a history.
   *
   * @throws IllegalArgumentException naming {@value #FILE} if it is a folder or holds something else
   */
  void requireUsable(String simulation) throws IOException {
    if (path.isPresent()) {
      try {
        HistoryFiles.requireHistoryOrNone(HistoryFiles.forSimulation(path.get(), simulation));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(FILE + ": " + e.getMessage(), e);
      }
    }
  }

  /**
   * Appends the run of {@code simulation} that {@code report} describes, when a history is set, and returns {@code outcome},
   * or it as a tool error when the row could not be appended (the run's report stays).
   */
  RunOutcomeFile append(ReportGenerator.Result report, String simulation, RunOutcomeFile outcome, PrintStream out,
      PrintStream err) {
    if (path.isEmpty()) {
      return outcome;
    }
    Path folder = report.index().toAbsolutePath().getParent();
    if (report.interrupted() || !report.valid()) {
      out.println("History: run " + folder.getFileName() + " not appended: it was "
          + (report.interrupted() ? "interrupted" : "not valid (" + report.invalidReason() + ")")
          + ", and its figures would show as a change");
      return outcome;
    }
    Path file = HistoryFiles.forSimulation(path.get(), simulation);
    try {
      int figures = HistoryFiles.append(file, report, label);
      out.println("History: " + figures + " figures of " + folder.getFileName() + " appended to " + file.toAbsolutePath());
      return outcome;
    } catch (IOException | IllegalArgumentException e) {
      err.println("error: the run's figures were not appended to its history: " + RootCause.message(e)
          + "; the run's report is in " + folder);
      return outcome.withOutcome(ExitStatus.TOOL_ERROR);
    }
  }

  private static Optional<String> setting(Properties system, Map<String, String> overrides, String name) {
    return Optional.ofNullable(system.getProperty(name, overrides.get(name)));
  }
}
