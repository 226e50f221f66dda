package io.throng.report;

import io.throng.report.aggregate.RunSummary;
import io.throng.report.baseline.Baseline;
import io.throng.report.history.HistoryFile;
import io.throng.report.history.HistoryRow;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Appends a finished run's headline figures to a history file, one row per run in the layout
 * Apache Otava reads ({@link io.throng.report.history.HistoryFormat}); {@link TrendGenerator} draws
 * it.
 *
 * <pre>{@code
 * HistoryFiles.append(Path.of("src/test/loadtest/history/Smoke.csv"), report, "3f2a91c");
 * }</pre>
 */
public final class HistoryFiles {

  /** What {@code {simulation}} in a history path stands for: the simulation's simple name. */
  public static final String SIMULATION_PLACEHOLDER = "{simulation}";

  private HistoryFiles() {}

  /**
   * Appends the run {@code report} was written of, labelled {@code label} (may be empty), to {@code
   * file}, from the figures of the report.
   *
   * @return how many figures the row holds (scopes times metrics)
   * @throws IllegalArgumentException if the file's header has other columns or another simulation;
   *     the message says what to do
   */
  public static int append(Path file, ReportGenerator.Result report, String label) throws IOException {
    RunSummary run = report.run();
    HistoryRow row = HistoryRow.of(Instant.ofEpochMilli(run.startEpochMillis()), run.simulationName(),
        RunFolders.name(report.index().toAbsolutePath().getParent()), label, Baseline.scopes(List.of(run)));
    HistoryFile.append(file, row);
    return row.values().size();
  }

  /**
   * Checks before a run that {@code file} is missing, empty or a history.
   *
   * @throws IllegalArgumentException if it is a folder or holds something else
   */
  public static void requireHistoryOrNone(Path file) throws IOException {
    HistoryFile.requireHistoryOrNone(file);
  }

  /** {@code path} with {@value #SIMULATION_PLACEHOLDER} replaced by the simple name of {@code simulation}. */
  public static Path forSimulation(String path, String simulation) {
    return Path.of(path.replace(SIMULATION_PLACEHOLDER, simulation.substring(simulation.lastIndexOf('.') + 1)));
  }
}
