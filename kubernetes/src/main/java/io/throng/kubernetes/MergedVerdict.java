package io.throng.kubernetes;

import io.throng.app.ExitStatus;
import io.throng.app.ForkedSettings;
import io.throng.app.JavaCommand;
import io.throng.app.RunOutcomeFile;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Judges the simulation's assertions on the merged run logs of all its shards, never on one
 * shard's share: "at least 150 requests" fails on every shard of three and passes on the whole.
 * Like local scale-out, it lets the app do it ({@code Main --report <shards> --simulation X}), in
 * a JVM on this machine with the image's class path, so the simulation's own assertions and
 * configuration are used; the app's {@code outcome.json} in the run's folder says how it ended.
 */
@FunctionalInterface
interface MergedVerdict {

  /**
   * Writes the merged report into {@code runDirectory} and judges it.
   *
   * @return how the judging ended: the report, its status and the assertions that failed
   * @throws IOException if the app could not be started, or ended without saying how
   */
  RunOutcomeFile judge(List<Path> classpath, String simulation, List<Path> shardFolders, Path runDirectory)
      throws IOException, InterruptedException;

  /** The app's Main in a new JVM, its output on this console. */
  MergedVerdict FORKED = (classpath, simulation, shardFolders, runDirectory) -> {
    try (ForkedSettings settings = ForkedSettings.write(ForkedSettings.of(System.getProperties()))) {
      return MergedVerdict.fork(classpath, simulation, shardFolders, runDirectory, settings);
    }
  };

  private static RunOutcomeFile fork(List<Path> classpath, String simulation, List<Path> shardFolders, Path runDirectory,
      ForkedSettings settings) throws IOException, InterruptedException {
    List<String> command = JavaCommand.thisJdk(settings.options(), classpath).main(List.of(
        "--report", shardFolders.stream().map(Path::toString).collect(Collectors.joining(",")),
        "--simulation", simulation,
        "--output", runDirectory.toString()));
    Process process = new ProcessBuilder(command).inheritIO().start();
    try {
      return outcome(process.waitFor(), runDirectory);
    } finally {
      process.destroy();
    }
  }

  /**
   * How the app that exited with {@code exitCode} judged the merge in {@code runDirectory}, as its
   * {@code outcome.json} there says; a tool error when it ended before it could write one.
   *
   * @throws IOException if the file is corrupted, or missing although the exit code says the app
   *     went to its end
   */
  static RunOutcomeFile outcome(int exitCode, Path runDirectory) throws IOException {
    Path file = runDirectory.resolve(RunOutcomeFile.FILE_NAME);
    if (Files.exists(file)) {
      return RunOutcomeFile.read(file);
    }
    if (ExitStatus.of(exitCode).ranToEnd()) {
      throw new IOException("the merged verdict ended with exit status " + exitCode + " but wrote no " + file
          + ": the throng-app in the image is older than the plugin; build the image with the plugin's version");
    }
    Path index = runDirectory.resolve(ReportGenerator.INDEX_FILE);
    return new RunOutcomeFile(Optional.of(runDirectory), Files.isRegularFile(index) ? Optional.of(index) : Optional.empty(),
        ExitStatus.TOOL_ERROR, List.of(), false);
  }
}
