package io.throng.report;

import java.nio.file.Path;

/** What {@link ComparedRun} and {@link SweepLevel} check and read alike: a labelled run folder. */
final class RunFolders {

  private RunFolders() {}

  /**
   * @throws IllegalArgumentException if {@code label} is blank or {@code folder} null
   */
  static void check(String label, Path folder) {
    if (label == null || label.isBlank()) {
      throw new IllegalArgumentException("label must not be blank, was '" + label + "' for run folder " + folder);
    }
    if (folder == null) {
      throw new IllegalArgumentException("run folder must not be null for " + label);
    }
  }

  /** The folder's own name, also for {@code .} or a path ending in a separator. */
  static String name(Path folder) {
    Path name = folder.toAbsolutePath().normalize().getFileName();
    return name == null ? folder.toString() : name.toString();
  }
}
