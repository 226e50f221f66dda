package io.throng.report.render;

import io.throng.report.view.ErrorRow;
import io.throng.report.view.InjectorRow;
import io.throng.report.view.ReportModel;
import io.throng.report.view.ScenarioErrorRow;
import io.throng.report.view.StatisticsRow;
import java.util.List;

/**
 * Writes {@code summary.md}: the headline (with the partial mark of a merge that lacks shards, the
 * description and the injection profiles in words), the statistics table and, for a merged run, one
 * row per injector, in a few lines of Markdown,
 * for a pull-request comment or a CI job summary. Names and messages come from the system under
 * test, so every one is escaped: a {@code |} cannot split a table cell, a newline cannot end a
 * row, and {@code <script>} shows as text.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(MarkdownSummary.FILE_NAME), MarkdownSummary.render(model));
 * }</pre>
 */
public final class MarkdownSummary {

  public static final String FILE_NAME = "summary.md";

  /** The most frequent errors listed; the report has them all. */
  static final int MAX_ERRORS = 5;

  /** Characters with a meaning in Markdown or HTML; CommonMark lets a backslash escape each. */
  private static final String SPECIAL = "\\`*_{}[]<>()#+!|~&";

  private MarkdownSummary() {}

  public static String render(ReportModel report) {
    StringBuilder md = new StringBuilder();
    md.append("### Load test: ").append(escape(report.simulationName())).append(" (")
        .append(report.status()).append(")\n\n");
    if (!report.partial().isEmpty()) {
      md.append("**").append(escape(report.partial()))
          .append("**: the figures cover only what the shards logged.\n\n");
    }
    if (!report.headline().description().isEmpty()) {
      md.append(escape(report.headline().description())).append("\n\n");
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
    if (!report.headline().late().isEmpty()) {
      md.append("**").append(report.headline().late())
          .append("**: the run fell behind its schedule (a stalled target or a saturated generator).\n\n");
    }
    if (!report.generator().warning().isEmpty()) {
      md.append("**").append(report.generator().warning()).append(".**\n\n");
    }
    md.append("| Request | Count | KO | Error % | p50 ms | p95 ms | p99 ms | Max ms | Mean TPS | Peak TPS |\n");
    md.append("|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (StatisticsRow row : report.requests()) {
      row(md, (row.group() ? "*Group* " : "") + escape(row.name()), row);
    }
    row(md, "**" + escape(report.total().name()) + "**", report.total());
    if (report.requests().stream().anyMatch(StatisticsRow::group)) {
      md.append("\n*Group* rows count executions of the group and their durations, from entering it to leaving it,"
          + " pauses included; the total counts requests only.\n");
    }
    if (report.injectors().shown()) {
      md.append("\n| Injector | Host | Requests | KO | Mean TPS | Peak TPS | Late starts | Worst CPU |\n")
          .append("|:--|:--|--:|--:|--:|--:|--:|--:|\n");
      for (InjectorRow injector : report.injectors().rows()) {
        md.append("| ").append(injector.saturated() ? "**" + injector.injector() + "** (saturated)" : injector.injector());
        for (String cell : List.of(escape(injector.host()), injector.requests(), injector.ko(), injector.meanTps(),
            injector.peakTps(), injector.lateStarts(), injector.worstCpu())) {
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

  private static void row(StringBuilder md, String name, StatisticsRow row) {
    md.append("| ").append(name);
    for (String cell : List.of(row.count(), row.ko(), row.errorPercent(), row.p50(), row.p95(), row.p99(),
        row.max(), row.meanTps(), row.peakTps())) {
      md.append(" | ").append(cell);
    }
    md.append(" |\n");
  }

  /** {@code text} as literal Markdown inline text on one line. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r' || c == '\t') {
        out.append(' ');
      } else {
        if (SPECIAL.indexOf(c) >= 0) {
          out.append('\\');
        }
        out.append(c);
      }
    }
    return out.toString();
  }
}
