package io.throng.report.baseline;

import io.throng.report.aggregate.Percentiles;
import java.util.List;

/**
 * One request name, group or all requests together, in every run of a baseline: its figures per
 * run, and the response times of all runs merged into one distribution.
 *
 * @param kind {@link #ALL}, {@link #REQUEST} or {@link #GROUP}
 */
public record ScopeRuns(String kind, String name, List<RunValues> runs, Percentiles merged) {

  /** All requests together; its name is {@link #ALL}. */
  public static final String ALL = "all";
  public static final String REQUEST = "request";
  public static final String GROUP = "group";

  public ScopeRuns {
    runs = List.copyOf(runs);
  }

  /** How the judgement names it: {@code all}, {@code request user}, {@code group Checkout}. */
  public String title() {
    return kind.equals(ALL) ? ALL : kind + " " + name;
  }
}
