package io.throng.app;

import io.throng.report.ReportGenerator;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How repeated runs of one simulation ended: the worst status among them, each run's outcome, and
 * the report of the last run when it wrote one. Only the last report is kept: the figures of each
 * earlier one would stay in memory through the runs after it.
 *
 * <pre>{@code
 * Repeats repeats = main.runRepeatedly(simulation, arguments, options, 5);
 * List<Path> folders = repeats.folders();
 * }</pre>
 */
record Repeats(ExitStatus status, List<RunOutcomeFile> runs, Optional<ReportGenerator.Result> lastReport) {

  Repeats {
    runs = List.copyOf(runs);
  }

  /** The run folders of the runs that had one, in the order run. */
  List<Path> folders() {
    return runs.stream().flatMap(run -> run.runFolder().stream()).toList();
  }

  /** The run folders before the last run's, in the order run: those judged with {@link #lastReport}'s. */
  List<Path> earlierFolders() {
    List<Path> folders = folders();
    return folders.subList(0, Math.max(0, folders.size() - 1));
  }
}
