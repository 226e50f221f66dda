package io.throng.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds run folders under a results directory by what they hold: the report a run just wrote,
 * or the newest run log to report on. The folders' names come from the engine, so the plugin
 * goes by file times rather than by parsing names.
 */
final class RunFolders {

  private RunFolders() {}

  /**
   * The newest {@code fileName} in a run folder under {@code results} changed at or after
   * {@code since}, as an absolute path; empty when there is none or the folder cannot be read.
   */
  static Optional<Path> newest(Path results, String fileName, Instant since) {
    if (!Files.isDirectory(results)) {
      return Optional.empty();
    }
    try (Stream<Path> runs = Files.list(results)) {
      return runs.map(run -> run.resolve(fileName))
          .filter(Files::isRegularFile)
          .filter(file -> !modified(file).toInstant().isBefore(since))
          .max(Comparator.comparing(RunFolders::modified))
          .map(Path::toAbsolutePath);
    } catch (IOException | UncheckedIOException e) {
      // Only the pointer to the folder is lost; the caller says what to pass instead.
      return Optional.empty();
    }
  }

  private static FileTime modified(Path file) {
    try {
      return Files.getLastModifiedTime(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
