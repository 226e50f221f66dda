package io.throng.maven;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * The runs {@code loadtest:compare} is given, as the app's {@code compare} takes them: each entry
 * of the comma list is {@code label=folder} or a bare folder, and a folder's last part may be a
 * pattern that {@code loadtest:report} would expand ({@code apache=target/loadtest/apache/*}).
 * Every folder a labelled pattern matches gets the label, so the app numbers them as repeats of
 * one group ({@code apache#1}, {@code apache#2}, ...). Relative folders are the project's, as
 * Maven resolves its file parameters, so {@code mvn -pl simulations} finds
 * {@code simulations/target/loadtest}.
 */
final class LabelledRuns {

  private LabelledRuns() {}

  /**
   * {@code label=/absolute/folder} or {@code /absolute/folder} per run folder, in the order given,
   * each pattern's matches sorted; relative folders are taken in {@code basedir}.
   *
   * @throws MojoExecutionException when a pattern matches no folder, or nothing is given
   */
  static List<String> expand(String runs, Path basedir) throws MojoExecutionException {
    List<String> arguments = new ArrayList<>();
    for (String entry : runs.split(",")) {
      String run = entry.strip();
      if (run.isEmpty()) {
        continue;
      }
      int equals = run.indexOf('=');
      // As the app reads it: a path that exists is a folder, even with = in its name.
      boolean labelled = equals > 0 && !exists(basedir, run);
      String label = labelled ? run.substring(0, equals + 1) : "";
      String folders = labelled ? run.substring(equals + 1) : run;
      for (Path folder : ReportMojo.folders(basedir.resolve(folders).toString())) {
        arguments.add(label + folder);
      }
    }
    if (arguments.isEmpty()) {
      throw new MojoExecutionException("loadtest.runs names no run folder: pass"
          + " -Dloadtest.runs=label=<folder or pattern>,label=<folder or pattern>,...");
    }
    return arguments;
  }

  private static boolean exists(Path basedir, String path) {
    try {
      return Files.exists(basedir.resolve(path));
    } catch (InvalidPathException e) {
      return false;
    }
  }
}
