package io.throng.app;

import io.throng.report.ComparedRun;
import io.throng.report.ComparisonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Compares run folders side by side from the command line, with {@link ComparisonGenerator}:
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main compare --out target/loadtest/apache-vs-nginx \
 *     apache#1=runs/a1 apache#2=runs/a2 nginx#1=runs/n1 nginx#2=runs/n2
 * }</pre>
 *
 * <p>Each run is {@code label=folder}, or a bare folder labelled by its {@code label.txt} or its
 * name; labels sharing the part before the last {@code #} are repeats of one group. The last line
 * is {@code Comparison: <path of comparison.html>}.
 */
public final class CompareCommand extends ReportCommand {

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main compare --out <dir> [label=]<run folder> [label=]<run folder> ...
        --out   where comparison.html, comparison.json and report.css go
        a run is label=folder, or a folder labelled by its label.txt or its name; runs whose labels
        share the part before the last # are repeats of one group (apache#1 apache#2 nginx#1)""";

  /** At least this many runs: a comparison of one run compares nothing. */
  static final int MIN_RUNS = 2;

  CompareCommand() {
    super(USAGE, "--out");
  }

  public static void main(String[] args) {
    exit(new CompareCommand(), args);
  }

  @Override
  ExitStatus execute(CommandLine line, PrintStream out) throws IOException {
    Path outputDirectory = outputDirectory(line, ComparisonGenerator.PAGE_FILE);
    if (line.operands().size() < MIN_RUNS) {
      throw new IllegalArgumentException("run folders must be >= " + MIN_RUNS + ", was " + line.operands().size());
    }
    List<ComparedRun> runs = line.operands().stream().map(ComparedRun::parse).toList();
    Path page = ComparisonGenerator.generateLabelled(runs, outputDirectory);
    out.print(Files.readString(outputDirectory.resolve(ComparisonGenerator.MARKDOWN_FILE)));
    out.println("Comparison: " + page.toAbsolutePath());
    return ExitStatus.COMPLETED;
  }
}
