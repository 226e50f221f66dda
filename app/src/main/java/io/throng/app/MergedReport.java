package io.throng.app;

import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.Engine;
import io.throng.report.PartialMerge;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes one report from the run logs of one or several run folders (the injectors or shards of
 * one run, merged), and judges it when given the simulation's assertions: what {@code --report}
 * and the end of {@code --shards} do.
 *
 * <pre>{@code
 * RunOutcomeFile outcome = new MergedReport(out, err).judge(shardFolders, runFolder, assertions);
 * }</pre>
 */
final class MergedReport {

  private final PrintStream out;
  private final PrintStream err;

  MergedReport(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  /** Where the report of {@code runFolders} goes without {@code --output}: the one folder, or {@code merged-<time>} beside the first. */
  static Path defaultDirectory(List<Path> runFolders) {
    return runFolders.size() == 1
        ? runFolders.get(0)
        : runFolders.get(0).toAbsolutePath().getParent().resolve("merged-" + LocalDateTime.now().format(Engine.FOLDER_TIME));
  }

  /** Writes the report, without assertions, and prints its path. */
  ExitStatus write(List<Path> runFolders, Path directory) {
    Optional<List<Path>> runLogs = runLogs(runFolders);
    if (runLogs.isEmpty()) {
      return ExitStatus.TOOL_ERROR;
    }
    try {
      out.println("Report: " + ReportGenerator.generate(runLogs.get(), directory).toAbsolutePath());
      return ExitStatus.COMPLETED;
    } catch (IOException | IllegalArgumentException e) {
      return failed(runFolders, directory, e);
    }
  }

  /** Writes the report with {@code assertions} checked on the merged figures, and prints the {@link Verdict}. */
  RunOutcomeFile judge(List<Path> runFolders, Path directory, List<AssertionSpec> assertions) {
    return judge(runFolders, directory, assertions, PartialMerge.whole());
  }

  /** As {@link #judge(List, Path, List)}, the report marked partial when {@code merge} says shards are missing. */
  RunOutcomeFile judge(List<Path> runFolders, Path directory, List<AssertionSpec> assertions, PartialMerge merge) {
    Optional<List<Path>> runLogs = runLogs(runFolders);
    if (runLogs.isEmpty()) {
      return RunOutcomeFile.toolError(Optional.empty(), false);
    }
    try {
      ReportGenerator.Result report = ReportGenerator.generate(runLogs.get(), directory, assertions, merge);
      return RunOutcomeFile.of(report, Verdict.print(report, Map.of(), out, err));
    } catch (IOException | IllegalArgumentException e) {
      failed(runFolders, directory, e);
      return RunOutcomeFile.toolError(Optional.of(directory), false);
    }
  }

  /** The run log of each folder, or empty after saying which folder has none. */
  private Optional<List<Path>> runLogs(List<Path> runFolders) {
    List<Path> runLogs = new ArrayList<>();
    for (Path folder : runFolders) {
      Path runLog = folder.resolve(RunFiles.RUN_LOG);
      if (!Files.isRegularFile(runLog)) {
        err.println("error: " + folder.toAbsolutePath() + " has no " + RunFiles.RUN_LOG
            + ": pass a run folder, such as target/loadtest/smoke-20261129-221503");
        return Optional.empty();
      }
      runLogs.add(runLog);
    }
    return Optional.of(runLogs);
  }

  private ExitStatus failed(List<Path> runFolders, Path directory, Exception e) {
    err.println("error: could not write the report of " + runFolders + " into " + directory.toAbsolutePath()
        + ": " + RootCause.message(e));
    return ExitStatus.TOOL_ERROR;
  }
}
