package io.throng.report;

import java.nio.file.Path;

/**
 * One load level of a sweep: how it is called on the page and its charts' axis
 * ({@code 1000 threads}), and the folder its run wrote.
 *
 * <pre>{@code
 * new SweepLevel("1000 threads", Path.of("target/loadtest/sweep/1000-threads"))
 * }</pre>
 */
public record SweepLevel(String label, Path runFolder) {

  /**
   * @throws IllegalArgumentException if {@code label} is blank or {@code runFolder} null
   */
  public SweepLevel {
    RunFolders.check(label, runFolder);
  }

  /**
   * A level from the command line: {@code label=folder}, or a bare {@code folder} labelled by its
   * name; an argument that names an existing path is always a bare folder.
   */
  public static SweepLevel parse(String argument) {
    ComparedRun run = ComparedRun.parse(argument);
    return new SweepLevel(run.label(), run.folder());
  }
}
