package io.throng.report.view;

import io.throng.report.history.TrendChange;
import java.util.Locale;

/**
 * One change point in the trend's table.
 *
 * @param state a CSS class: {@code broken} when the new level is worse, {@code held} when better
 */
public record TrendChangeRow(String scope, String metric, String run, String shift, String direction, String pValue,
    String state) {

  static TrendChangeRow of(TrendChange change) {
    return new TrendChangeRow(change.scope(), change.metric().label(), change.where(), change.shift(),
        change.worse() ? "worse" : "better", String.format(Locale.ROOT, "%.3f", change.point().pValue()),
        change.worse() ? "broken" : "held");
  }
}
