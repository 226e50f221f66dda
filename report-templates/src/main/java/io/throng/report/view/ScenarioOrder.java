package io.throng.report.view;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Orders statistics rows as the scenarios send their requests, as a tree: a group just before
 * everything it holds, and at each level of names (split at {@code " / "}) the part that ran first
 * first. "Ran first" is the order in which names first appear in the run log ({@link
 * RunSummary#requests()}); a group that holds no request comes after those that do.
 */
final class ScenarioOrder implements Comparator<StatisticsRow> {

  private static final String SEPARATOR = " / ";

  /** For each name and each leading part of one ({@code "a"}, {@code "a / b"}), its first appearance. */
  private final Map<String, Integer> rank;

  private ScenarioOrder(Map<String, Integer> rank) {
    this.rank = rank;
  }

  static ScenarioOrder of(RunSummary run) {
    Map<String, Integer> rank = new HashMap<>();
    rankAll(run.requests(), 0, rank);
    rankAll(run.groups(), run.requests().size(), rank);
    return new ScenarioOrder(rank);
  }

  private static void rankAll(List<RequestSummary> inOrder, int from, Map<String, Integer> rank) {
    for (int i = 0; i < inOrder.size(); i++) {
      String name = inOrder.get(i).name();
      Integer position = from + i;
      for (int end = name.indexOf(SEPARATOR); end >= 0; end = name.indexOf(SEPARATOR, end + 1)) {
        rank.putIfAbsent(name.substring(0, end), position);
      }
      rank.putIfAbsent(name, position);
    }
  }

  @Override
  public int compare(StatisticsRow a, StatisticsRow b) {
    String[] left = a.name().split(SEPARATOR, -1);
    String[] right = b.name().split(SEPARATOR, -1);
    StringBuilder leftPrefix = new StringBuilder();
    StringBuilder rightPrefix = new StringBuilder();
    for (int i = 0; i < Math.min(left.length, right.length); i++) {
      leftPrefix.append(i == 0 ? "" : SEPARATOR).append(left[i]);
      rightPrefix.append(i == 0 ? "" : SEPARATOR).append(right[i]);
      if (!left[i].equals(right[i])) {
        int c = Integer.compare(rankOf(leftPrefix.toString()), rankOf(rightPrefix.toString()));
        return c != 0 ? c : left[i].compareTo(right[i]);
      }
    }
    return left.length != right.length ? Integer.compare(left.length, right.length)
        : Boolean.compare(b.group(), a.group());
  }

  private int rankOf(String prefix) {
    return rank.getOrDefault(prefix, Integer.MAX_VALUE);
  }
}
