package io.throng.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A run folder to compare and the label it goes by. Labels group repeats: runs whose labels share
 * the part before the last {@code #} are repeats of one setup ({@code apache#1}, {@code apache#2},
 * {@code nginx#1} make the groups {@code apache} and {@code nginx}), and runs given the very same
 * label are numbered as repeats of it.
 *
 * <pre>{@code
 * ComparedRun a = ComparedRun.parse("apache#1=target/loadtest/rampup-20240501-120000");
 * ComparedRun b = ComparedRun.of(Path.of("target/loadtest/rampup-20240501-130000"));
 * }</pre>
 */
public record ComparedRun(String label, Path folder) {

  /**
   * A file in a run folder whose first line is the run's label when the caller gives none, so a
   * script can label runs as it makes them ({@code echo nginx > run/label.txt}).
   */
  public static final String LABEL_FILE = "label.txt";

  /**
   * @throws IllegalArgumentException if {@code label} is blank
   */
  public ComparedRun {
    RunFolders.check(label, folder);
  }

  /**
   * The run in {@code folder}, labelled by the first line of its {@value #LABEL_FILE} if it has a
   * non-blank one, else by the folder's name.
   */
  public static ComparedRun of(Path folder) {
    Path labelFile = folder.resolve(LABEL_FILE);
    if (Files.isRegularFile(labelFile)) {
      try {
        List<String> lines = Files.readAllLines(labelFile, StandardCharsets.UTF_8);
        if (!lines.isEmpty() && !lines.get(0).isBlank()) {
          return new ComparedRun(lines.get(0).strip(), folder);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("could not read " + labelFile, e);
      }
    }
    return new ComparedRun(RunFolders.name(folder), folder);
  }

  /**
   * A run from the command line: {@code label=folder}, or a bare {@code folder} labelled as
   * {@link #of(Path)} does. An argument that names an existing path is always a bare folder, so a
   * folder whose name holds {@code =} still works.
   */
  public static ComparedRun parse(String argument) {
    int equals = argument.indexOf('=');
    if (equals <= 0 || Files.exists(Path.of(argument))) {
      return of(Path.of(argument));
    }
    return new ComparedRun(argument.substring(0, equals), Path.of(argument.substring(equals + 1)));
  }
}
