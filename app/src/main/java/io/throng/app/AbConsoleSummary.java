package io.throng.app;

import io.throng.engine.RunResult;
import io.throng.report.ReportGenerator;
import java.io.PrintStream;
import java.util.Map;
import java.util.Properties;

/**
 * Prints a finished run in ApacheBench's layout ({@link ReportGenerator#abSummary}) on the
 * console, so its lines compare with saved {@code ab} output: when {@code loadtest.abSummary} is
 * true, and by default for a run whose only population is a request budget ({@code
 * requests(n).concurrency(c)}, ab's {@code -n} and {@code -c}). The setting comes from a {@code
 * -Dloadtest.abSummary} system property, else from the {@code --config} file.
 *
 * <pre>{@code
 * AbConsoleSummary.print(result, report, overrides, System.getProperties(), System.out, System.err);
 * }</pre>
 */
final class AbConsoleSummary {

  /** The setting that turns the summary on ({@code true}) or off ({@code false}) for every run. */
  static final ToolSwitch SETTING = new ToolSwitch("loadtest.abSummary");

  private AbConsoleSummary() {}

  /**
   * Prints the summary of {@code result}'s run, of which {@code report} was written, to {@code out},
   * between blank lines, if the setting or the run's shape asks for it. A setting that is no
   * boolean is one line on {@code err}: the run itself is over and keeps its exit status.
   */
  static void print(RunResult result, ReportGenerator.Result report, Map<String, String> overrides, Properties system,
      PrintStream out, PrintStream err) {
    boolean wanted;
    try {
      wanted = SETTING.read(system, overrides).orElse(result.requestBudget());
    } catch (IllegalArgumentException e) {
      err.println("error: " + e.getMessage() + "; no ApacheBench summary printed");
      return;
    }
    if (!wanted) {
      return;
    }
    out.println();
    out.print(ReportGenerator.abSummary(report));
    out.println();
  }
}
