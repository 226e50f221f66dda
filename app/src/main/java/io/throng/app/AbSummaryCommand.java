package io.throng.app;

import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Prints a run in ApacheBench's layout, read from its run folder's log, to compare line by line
 * with saved {@code ab} output:
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main ab target/loadtest/smoke-20240501-120000
 * }</pre>
 *
 * <p>What it prints and leaves out is {@link ReportGenerator#abSummary(Path)}'s.
 */
public final class AbSummaryCommand extends ReportCommand {

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main ab <run folder>
        prints the run in ApacheBench's layout, from the folder's run.log""";

  AbSummaryCommand() {
    super(USAGE);
  }

  public static void main(String[] args) {
    exit(new AbSummaryCommand(), args);
  }

  @Override
  ExitStatus execute(CommandLine line, PrintStream out) throws IOException {
    if (line.operands().size() != 1) {
      throw new IllegalArgumentException("run folders must be 1, was " + line.operands().size());
    }
    out.print(ReportGenerator.abSummary(Path.of(line.operands().get(0))));
    return ExitStatus.COMPLETED;
  }
}
