package io.throng.kubernetes;

import io.throng.app.ForkedSettings;
import io.throng.app.JavaCommand;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Judges the simulation's assertions on the merged run logs of all its shards, never on one
 * shard's share: "at least 150 requests" fails on every shard of three and passes on the whole.
 * Like local scale-out, it lets the app do it ({@code Main --report <shards> --simulation X}), in
 * a JVM on this machine with the image's class path, so the simulation's own assertions and
 * configuration are used.
 */
@FunctionalInterface
interface MergedVerdict {

  /**
   * Writes the merged report into {@code runDirectory} and judges it.
   *
   * @return the app's exit code: an {@link io.throng.app.ExitStatus#code()}, or another code when
   *     its JVM did not end normally
   */
  int judge(List<Path> classpath, String simulation, List<Path> shardFolders, Path runDirectory)
      throws IOException, InterruptedException;

  /** The app's Main in a new JVM, its output on this console. */
  MergedVerdict FORKED = (classpath, simulation, shardFolders, runDirectory) -> {
    try (ForkedSettings settings = ForkedSettings.write(ForkedSettings.of(System.getProperties()))) {
      return MergedVerdict.fork(classpath, simulation, shardFolders, runDirectory, settings);
    }
  };

  private static int fork(List<Path> classpath, String simulation, List<Path> shardFolders, Path runDirectory,
      ForkedSettings settings) throws IOException, InterruptedException {
    List<String> command = JavaCommand.thisJdk(settings.options(), classpath).main(List.of(
        "--report", shardFolders.stream().map(Path::toString).collect(Collectors.joining(",")),
        "--simulation", simulation,
        "--output", runDirectory.toString()));
    Process process = new ProcessBuilder(command).inheritIO().start();
    try {
      return process.waitFor();
    } finally {
      process.destroy();
    }
  }
}
