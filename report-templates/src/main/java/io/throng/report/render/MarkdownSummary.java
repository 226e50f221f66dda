package io.throng.report.render;

import io.throng.report.view.AssertionRow;
import io.throng.report.view.CustomMetricRow;
import io.throng.report.view.ErrorRow;
import io.throng.report.view.InjectorRow;
import io.throng.report.view.RangesBar;
import io.throng.report.view.ReportModel;
import io.throng.report.view.ScenarioErrorRow;
import io.throng.report.view.StatisticsRow;
import java.util.List;

/**
 * Writes {@code summary.md}: the verdict (the run's outcome and how many assertions failed), each
 * assertion as {@code PASS} or {@code FAIL} with its actual and expected values, the headline (with the partial mark of a merge that lacks shards, the
 * description and the injection profiles in words), the statistics table and, for a merged run, one
 * row per injector, in a few lines of Markdown,
 * for a pull-request comment or a CI job summary. Names and messages come from the system under
 * test, so every one is escaped where Markdown would act on it: a {@code |} cannot split a table
 * cell, a newline cannot end a row, {@code *}, {@code _} and backticks do not format, and
 * {@code <script>} shows as text; parentheses and other punctuation stay as typed, so the raw file
 * reads as well as the rendered one.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(MarkdownSummary.FILE_NAME), MarkdownSummary.render(model));
 * }</pre>
 */
public final class MarkdownSummary {

  public static final String FILE_NAME = "summary.md";

  /** The most frequent errors listed; the report has them all. */
  static final int MAX_ERRORS = 5;

  /**
   * Characters that format inline text, open a link or HTML, or split a table cell, wherever they
   * stand; CommonMark lets a backslash escape each.
   */
  private static final String SPECIAL = "\\`*_[]<|~";

  /** Characters that start a heading, quote or list only at the start of a line. */
  private static final String SPECIAL_FIRST = "#>-+";

  private MarkdownSummary() {}

  public static String render(ReportModel report) {
    StringBuilder md = new StringBuilder();
    md.append("### Load test: ").append(escape(report.simulationName())).append(": ")
        .append(report.status()).append(", ").append(assertionCount(report.assertions())).append("\n\n");
    for (AssertionRow assertion : report.assertions()) {
      md.append("- **").append(assertion.status()).append("** ").append(escape(assertion.description()))
          .append(": actual ").append(escape(assertion.actual())).append(", expected ")
          .append(escape(assertion.expected())).append('\n');
    }
    if (!report.assertions().isEmpty()) {
      md.append('\n');
    }
    if (!report.partial().isEmpty()) {
      md.append("**").append(escape(report.partial()))
          .append("**: the figures cover only what the shards logged.\n\n");
    }
    if (report.generator().invalid()) {
      md.append("**Invalid run**: ").append(escape(report.generator().invalidReason())).append(".\n\n");
    }
    if (!report.headline().description().isEmpty()) {
      md.append(escapeLineStart(report.headline().description())).append("\n\n");
    }
    for (String line : report.headline().injection()) {
      md.append("- ").append(escape(line)).append('\n');
    }
    if (!report.headline().injection().isEmpty()) {
      md.append('\n');
    }
    md.append(report.headline().requests()).append(" requests, ").append(report.headline().ko())
        .append(" KO (").append(report.headline().errorPercent()).append("), mean ")
        .append(report.headline().meanTps()).append(", peak ").append(report.headline().peakTps())
        .append(", p95 ").append(report.headline().p95()).append(" ms, over ")
        .append(report.duration()).append(".\n\n");
    if (report.ranges().hasData()) {
      md.append("Response-time ranges: ").append(String.join("; ",
          report.ranges().bands().stream().map(RangesBar.Band::title).toList())).append(".\n\n");
    }
    if (!report.headline().late().isEmpty()) {
      md.append("**").append(report.headline().late())
          .append("**: the run fell behind its schedule (a stalled target or a saturated generator).\n\n");
    }
    md.append("| Request | Protocol | Count | KO | Retried | Error % | p50 ms | p95 ms | p99 ms | Max ms | Mean TPS"
        + " | Peak TPS |\n");
    md.append("|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (StatisticsRow row : report.requests()) {
      row(md, (row.group() ? "*Group* " : "") + escape(row.name()), row);
    }
    row(md, "**" + escape(report.total().name()) + "**", report.total());
    if (!report.moreRequests().isEmpty()) {
      md.append('\n').append(report.moreRequests()).append('\n');
    }
    if (report.requests().stream().anyMatch(StatisticsRow::group)) {
      md.append("\n*Group* rows count executions of the group and their durations, from entering it to leaving it,"
          + " pauses included; the total counts requests only.\n");
    }
    if (report.injectors().shown()) {
      md.append("\n| Injector | Host | Requests | KO | Mean TPS | Peak TPS | Late starts | Worst CPU |\n")
          .append("|:--|:--|--:|--:|--:|--:|--:|--:|\n");
      for (InjectorRow injector : report.injectors().rows()) {
        md.append("| ").append(injector.invalid() ? "**" + injector.injector() + "** (invalid)" : injector.injector());
        for (String cell : List.of(escape(injector.host()), injector.requests(), injector.ko(), injector.meanTps(),
            injector.peakTps(), injector.lateStarts(), injector.worstCpu())) {
          md.append(" | ").append(cell);
        }
        md.append(" |\n");
      }
    }
    if (!report.customMetrics().isEmpty()) {
      md.append("\n| Custom metric | Kind | Total / last | Count | Min | Mean | p50 | p95 | p99 | Max |\n")
          .append("|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|\n");
      for (CustomMetricRow metric : report.customMetrics()) {
        md.append("| ").append(escape(metric.name()));
        for (String cell : List.of(metric.kind(), metric.value(), metric.count(), metric.min(), metric.mean(),
            metric.p50(), metric.p95(), metric.p99(), metric.max())) {
          md.append(" | ").append(cell);
        }
        md.append(" |\n");
      }
    }
    List<ErrorRow> errors = report.errors();
    if (!errors.isEmpty()) {
      md.append("\n| Error | Request | Count | % of requests |\n|:--|:--|--:|--:|\n");
      for (ErrorRow error : errors.subList(0, Math.min(MAX_ERRORS, errors.size()))) {
        md.append("| ").append(escape(error.message())).append(" | ").append(escape(error.request()))
            .append(" | ").append(error.count()).append(" | ").append(error.percentOfRequests()).append(" |\n");
      }
      if (errors.size() > MAX_ERRORS) {
        md.append("\n").append(errors.size() - MAX_ERRORS).append(" more distinct errors in the report.\n");
      }
    }
    List<ScenarioErrorRow> crashes = report.scenarioErrors();
    if (!crashes.isEmpty()) {
      md.append("\n| Scenario error (not a request) | Step | Exception | Count |\n|:--|:--|:--|--:|\n");
      for (ScenarioErrorRow crash : crashes.subList(0, Math.min(MAX_ERRORS, crashes.size()))) {
        md.append("| ").append(escape(crash.scenario() + ": " + crash.message())).append(" | ")
            .append(escape(crash.step())).append(" | ").append(escape(crash.exception())).append(" | ")
            .append(crash.count()).append(" |\n");
      }
      if (crashes.size() > MAX_ERRORS) {
        md.append("\n").append(crashes.size() - MAX_ERRORS).append(" more scenario errors in the report.\n");
      }
    }
    return md.toString();
  }

  /** {@code no assertions}, {@code all 3 assertions passed}, {@code 1 of 3 assertions failed}. */
  static String assertionCount(List<AssertionRow> assertions) {
    long failed = assertions.stream().filter(a -> !a.passed()).count();
    String noun = assertions.size() == 1 ? " assertion" : " assertions";
    if (assertions.isEmpty()) {
      return "no assertions";
    }
    return failed == 0 ? "all " + assertions.size() + noun + " passed"
        : failed + " of " + assertions.size() + noun + " failed";
  }

  private static void row(StringBuilder md, String name, StatisticsRow row) {
    md.append("| ").append(name).append(" | ").append(escape(row.protocol()));
    for (String cell : List.of(row.count(), row.ko(), row.retried(), row.errorPercent(), row.p50(), row.p95(), row.p99(),
        row.max(), row.meanTps(), row.peakTps())) {
      md.append(" | ").append(cell);
    }
    md.append(" |\n");
  }

  /** Whether an {@code &} at {@code i} could start an HTML entity ({@code &amp;}, {@code &#60;}). */
  private static boolean startsEntity(String text, int i) {
    return text.charAt(i) == '&' && i + 1 < text.length()
        && (Character.isLetter(text.charAt(i + 1)) || text.charAt(i + 1) == '#');
  }

  /** {@link #escape} for text that starts a line, where {@code #}, {@code >}, {@code -} and {@code +} would act. */
  static String escapeLineStart(String text) {
    String escaped = escape(text);
    return !escaped.isEmpty() && SPECIAL_FIRST.indexOf(escaped.charAt(0)) >= 0 ? "\\" + escaped : escaped;
  }

  /** {@code text} as literal Markdown inline text on one line. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r' || c == '\t') {
        out.append(' ');
      } else {
        if (SPECIAL.indexOf(c) >= 0 || startsEntity(text, i)) {
          out.append('\\');
        }
        out.append(c);
      }
    }
    return out.toString();
  }
}
