package io.throng.app;

import java.nio.file.Path;
import java.util.List;

/**
 * How repeated runs of one simulation ended: the worst status among them, and each run's outcome.
 *
 * <pre>{@code
 * Repeats repeats = main.runRepeatedly(simulation, arguments, options, 5);
 * List<Path> folders = repeats.folders();
 * }</pre>
 */
record Repeats(ExitStatus status, List<RunOutcomeFile> runs) {

  Repeats {
    runs = List.copyOf(runs);
  }

  /** The run folders of the runs that had one, in the order run. */
  List<Path> folders() {
    return runs.stream().flatMap(run -> run.runFolder().stream()).toList();
  }
}
