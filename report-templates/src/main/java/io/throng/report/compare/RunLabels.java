package io.throng.report.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How run labels name groups of repeats. A label reads {@code group#repeat}: runs whose labels
 * share the part before the last {@code #} repeat one setup ({@code apache#1}, {@code apache#2}
 * and {@code nginx#1} make the groups {@code apache} and {@code nginx}). A label without a
 * {@code #} is a group of its own. Runs given the very same label are repeats too: they become
 * {@code label#1}, {@code label#2}, ... so each run keeps a name of its own.
 */
final class RunLabels {

  private static final char REPEAT = '#';

  private RunLabels() {}

  /** The group that {@code label} belongs to. */
  static String group(String label) {
    int repeat = label.lastIndexOf(REPEAT);
    return repeat > 0 ? label.substring(0, repeat) : label;
  }

  /** {@code labels} with each label given more than once numbered {@code #1}, {@code #2}, ... */
  static List<String> unique(List<String> labels) {
    Map<String, Integer> times = new HashMap<>();
    labels.forEach(label -> times.merge(label, 1, Integer::sum));
    Map<String, Integer> seen = new HashMap<>();
    List<String> unique = new ArrayList<>(labels.size());
    for (String label : labels) {
      if (times.get(label) == 1) {
        unique.add(label);
      } else {
        unique.add(label + REPEAT + seen.merge(label, 1, Integer::sum));
      }
    }
    return unique;
  }
}
