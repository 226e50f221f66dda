package io.throng.report.view;

import io.throng.report.aggregate.CustomMetricSummary;
import io.throng.report.aggregate.CustomMetricSummary.SecondValue;
import java.util.List;

/**
 * A custom metric by second: what a counter added (a step area), a gauge's value at each second's
 * end or a trend's mean value (lines); long runs show each step's most. A gauge that went below
 * zero is not drawn, as the report's axes start at zero: its seconds are in {@code stats.json}.
 */
final class CustomMetricChart {

  private CustomMetricChart() {}

  static Chart of(String id, CustomMetricSummary metric, long secondsLogged) {
    String kind = metric.kind();
    String title = switch (kind) {
      case "COUNTER" -> "\u201c" + metric.name() + "\u201d added per second";
      case "GAUGE" -> "\u201c" + metric.name() + "\u201d at the end of each second";
      default -> "\u201c" + metric.name() + "\u201d: mean value per second";
    };
    if (!metric.updated()) {
      return Chart.empty(id, title, "The users never updated it.");
    }
    if (metric.seconds().stream().anyMatch(s -> s.value() < 0)) {
      return Chart.empty(id, title, "It went below zero (least " + DisplayFormat.count(metric.min())
          + "), which this chart's axis does not reach: its value by second is in stats.json.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    long[] most = StepLine.highest(metric.seconds(), SecondValue::second, SecondValue::value, time);
    ValueAxis y = ValueAxis.counts(metric.seconds().stream().mapToLong(SecondValue::value).max().orElse(0));
    String path;
    String caption;
    String words;
    if (kind.equals("COUNTER")) {
      path = StepLine.area(StepLine.most(metric.seconds(), SecondValue::second, SecondValue::value, time), time, y);
      caption = "What the users added to this counter in each second; " + DisplayFormat.count(metric.count())
          + " in all.";
      words = " added";
    } else if (kind.equals("GAUGE")) {
      path = StepLine.path(most, time, y);
      caption = "The gauge's value at the end of each second it was set in; between "
          + DisplayFormat.count(metric.min()) + " and " + DisplayFormat.count(metric.max()) + " over the run.";
      words = " at the second's end";
    } else {
      path = StepLine.path(most, time, y);
      caption = "The mean of the values recorded in each second; " + DisplayFormat.count(metric.count())
          + " values in all, percentiles in the table.";
      words = " mean";
    }
    return new Chart(id, true, title, caption + " " + time.resolution("most"), Plot.frame(time.ticks(), y.ticks(), "",
        kind.equals("COUNTER") ? "per second" : "value"),
        List.of(new Series(kind.equals("COUNTER") ? "s-custom" : "s-custom-line", metric.name(), path)), List.of())
        .withHovers(HoverBands.highest(time, metric.seconds(), SecondValue::second, SecondValue::value,
            s -> DisplayFormat.count(s.value()) + words));
  }
}
