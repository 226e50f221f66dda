package io.throng.report.view;

import io.throng.report.aggregate.RunSummary;
import io.throng.report.baseline.Baseline;
import io.throng.report.baseline.BaselineVerdict;
import io.throng.report.baseline.Judgement;
import io.throng.report.baseline.MetricJudgement;
import io.throng.report.baseline.SecondSeries;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Against the baseline" section of a judged run's page: the verdict counts in a line, then,
 * collapsed, the table per scope and metric (as summary.md has it), the sentence of each metric
 * that did not stay unchanged, the names only one side has, and the requests and p95 per second of
 * the baseline's runs and the judged runs on one chart each. A run not judged has no such section.
 *
 * @param shown whether the run was judged against a baseline
 * @param regressed whether a metric regressed: the page then says so at its top
 * @param regressedMetrics the regressed metrics ({@code all p50, request hello p95}); empty when none
 * @param summary what was judged against what, with the count of each verdict
 * @param rows one per scope and metric, in the baseline's order
 * @param findings the console's sentence for each metric that did not stay unchanged
 * @param added the names the judged runs have and the baseline has not, in words; empty when none
 * @param removed the names only the baseline has, in words; empty when none
 * @param chartsNote why there are no charts (a baseline recorded before seconds were kept); empty when charted
 */
public record BaselineSection(boolean shown, boolean regressed, String regressedMetrics, String summary,
    List<Row> rows, List<String> findings, String added, String removed, String chartsNote, Chart throughput,
    Chart p95) {

  /**
   * One metric of one scope: the figures as summary.md words them, and the verdict with its CSS
   * class ({@code v-regressed}, {@code v-improved}, {@code v-unchanged}, {@code v-inconclusive}).
   */
  public record Row(String scope, String metric, String baseline, String now, String change, String tolerance,
      String verdict, String verdictClass) {

    static Row of(MetricJudgement m) {
      String verdict = m.change().verdict().word();
      return new Row(m.scope().title(), m.metric().label(), m.baselineText(), m.nowText(), m.changeText(),
          m.toleranceText(), verdict, "v-" + verdict);
    }
  }

  /** The section of a run that was not judged: not shown. */
  public static final BaselineSection NONE = new BaselineSection(false, false, "", "", List.of(), List.of(), "", "",
      "", Chart.empty("baseline-throughput", "", ""), Chart.empty("baseline-p95", "", ""));

  public BaselineSection {
    rows = List.copyOf(rows);
    findings = List.copyOf(findings);
  }

  /**
   * The section of runs {@code judged} against {@code baseline}, read from {@code file}.
   *
   * @param judged the judged runs, in the order run; the page is the last one's
   */
  public static BaselineSection of(Judgement judgement, Baseline baseline, List<RunSummary> judged, String file) {
    List<OverlayChart.Line> lines = new ArrayList<>();
    List<SecondSeries> before = baseline.seconds();
    for (int i = 0; i < before.size(); i++) {
      String label = i == 0 ? "baseline (" + before.size() + " run" + (before.size() == 1 ? ")" : "s)") : "";
      lines.add(new OverlayChart.Line(label, OverlayChart.lineClass(0, 1), before.get(i).stats(),
          before.get(i).secondsLogged()));
    }
    for (int i = 0; i < judged.size(); i++) {
      String label = i > 0 ? "" : judged.size() == 1 ? "this run" : "judged runs (" + judged.size() + ", this one last)";
      lines.add(new OverlayChart.Line(label, OverlayChart.lineClass(1, 0), judged.get(i).total().seconds(),
          judged.get(i).secondsLogged()));
    }
    String summary = judgement.runs() + " judged run(s) of " + judgement.simulation() + " against " + file
        + ", a baseline of " + judgement.baselineRuns() + " run(s): " + judgement.counts() + ".";
    return new BaselineSection(true, judgement.regressed(), judgement.regressedMetrics(), summary,
        judgement.metrics().stream().map(Row::of).toList(),
        judgement.metrics().stream().filter(m -> m.change().verdict() != BaselineVerdict.UNCHANGED)
            .map(MetricJudgement::sentence).toList(),
        names("New since the baseline, not judged: ", judgement.added()),
        names("In the baseline only, not judged: ", judgement.removed()),
        before.isEmpty() ? "The baseline file has no seconds of its runs (it was recorded by an older Throng):"
            + " record it again to see its runs per second here." : "",
        OverlayChart.throughput("baseline-throughput", lines), OverlayChart.p95("baseline-p95", lines));
  }

  private static String names(String lead, List<String> names) {
    return names.isEmpty() ? "" : lead + String.join(", ", names) + ".";
  }
}
