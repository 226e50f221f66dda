package io.throng.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Runs one level of a sweep from the command line: {@link Main} in a new JVM on {@code
 * classpath}, with this JVM's {@code -Dloadtest.*} properties and the level's own (in a
 * {@link ForkedSettings} file, not on its command line), its output
 * (stderr included) copied to {@code out} line by line. A fresh JVM per level, as {@code
 * loadtest:sweep} does, so no level runs on a heap or JIT warmed up by the one before.
 *
 * <pre>{@code
 * new ForkedLevel("ThreadGroupSweep", Optional.empty(), System.getProperty("java.class.path"),
 *     System.getProperties(), System.out).run("threads", "500", Path.of("target/sweep/threads-500"));
 * }</pre>
 */
final class ForkedLevel implements LevelSweep.LevelRun<IOException> {

  private static final String PREFIX = "loadtest.";

  private final String simulation;
  private final Optional<Path> config;
  private final String classpath;
  private final Properties system;
  private final PrintStream out;

  ForkedLevel(String simulation, Optional<Path> config, String classpath, Properties system, PrintStream out) {
    this.simulation = simulation;
    this.config = config;
    this.classpath = classpath;
    this.system = system;
    this.out = out;
  }

  @Override
  public void run(String parameter, String value, Path resultsDirectory) throws IOException {
    Map<String, String> settings = ForkedSettings.of(system);
    settings.put(PREFIX + parameter, value);
    try (ForkedSettings file = ForkedSettings.write(settings)) {
      run(parameter, value, command(file, resultsDirectory));
    }
  }

  private void run(String parameter, String value, List<String> command) throws IOException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    // Ctrl-C reaches the level's JVM too when both run in a terminal; a SIGTERM to this JVM alone
    // must not leave the level loading its target, so pass it on: the level writes its report and ends.
    Thread stopLevel = new Thread(process::destroy, "throng-stop-level");
    Runtime.getRuntime().addShutdownHook(stopLevel);
    int status;
    try (BufferedReader lines = process.inputReader()) {
      lines.lines().forEach(out::println);
      status = process.waitFor();
    } catch (InterruptedException e) {
      process.destroy();
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while level " + parameter + "=" + value + " was running");
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stopLevel);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is already stopping and the hook runs anyway.
      }
    }
    if (status != Main.COMPLETED && status != Main.ASSERTIONS_FAILED && status != Main.RUN_INVALID) {
      throw new IOException("level " + parameter + "=" + value + " did not run to the end (exit status " + status
          + "): its output above says why");
    }
  }

  /** {@code java -Dthrong.settingsFile=... -cp <classpath> io.throng.app.Main --simulation ...}. */
  private List<String> command(ForkedSettings settings, Path resultsDirectory) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(settings.options());
    command.addAll(List.of("-cp", classpath, Main.class.getName(),
        "--simulation", simulation, "--results-dir", resultsDirectory.toAbsolutePath().toString()));
    config.ifPresent(file -> command.addAll(List.of("--config", file.toAbsolutePath().toString())));
    return command;
  }
}
