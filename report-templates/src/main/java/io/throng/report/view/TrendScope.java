package io.throng.report.view;

import java.util.List;

/** One scope of the trend page (all requests, a request name, a group) and a chart per metric. */
public record TrendScope(String id, String title, List<Chart> charts) {

  public TrendScope {
    charts = List.copyOf(charts);
  }
}
