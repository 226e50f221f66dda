package io.throng.app;

import io.throng.report.HistoryFiles;
import io.throng.report.TrendGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Draws the trend of a history file ({@code loadtest.history}) from the command line, with {@link
 * TrendGenerator}:
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main trend --out target/loadtest/trend src/test/loadtest/history/Smoke.csv
 * }</pre>
 *
 * <p>Prints each change point's {@code CHANGE ...} line, the page's summary, then {@code Trend:
 * <path of trend.html>}. A change point does not fail the command: the trend informs, the
 * baseline's verdict judges.
 */
public final class TrendCommand extends ReportCommand {

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main trend --out <dir> [--simulation <name>] <history.csv>
        --out          where trend.html and report.css go
        --simulation   what {simulation} in the history's path stands for, as in loadtest.history
        the history is the CSV file runs append to with -Dloadtest.history=<file>""";

  TrendCommand() {
    super(USAGE, "--out", "--simulation");
  }

  public static void main(String[] args) {
    exit(new TrendCommand(), args);
  }

  @Override
  ExitStatus execute(CommandLine line, PrintStream out) throws IOException {
    Path outputDirectory = outputDirectory(line, TrendGenerator.PAGE_FILE);
    if (line.operands().size() != 1) {
      throw new IllegalArgumentException("give one history file, was " + line.operands().size() + ": "
          + String.join(" ", line.operands()));
    }
    String history = line.operands().get(0);
    if (history.contains(HistoryFiles.SIMULATION_PLACEHOLDER) && line.option("--simulation").isEmpty()) {
      throw new IllegalArgumentException("the history " + history + " has " + HistoryFiles.SIMULATION_PLACEHOLDER
          + " in its path: give --simulation <name> (-Dsimulation=<name> for loadtest:trend), or name the file");
    }
    Path file = line.option("--simulation").map(name -> HistoryFiles.forSimulation(history, name)).orElse(Path.of(history));
    TrendGenerator.Result trend = TrendGenerator.generate(file, outputDirectory);
    trend.changes().forEach(out::println);
    out.println(trend.summary());
    out.println("Trend: " + trend.page().toAbsolutePath());
    return ExitStatus.COMPLETED;
  }
}
