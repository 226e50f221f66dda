package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/** One HTTP status code: how many responses had it, and their share of all responses. */
public record StatusRow(String code, String count, String percent) {

  static List<StatusRow> of(SortedMap<Integer, Long> statusCodes) {
    long all = statusCodes.values().stream().mapToLong(Long::longValue).sum();
    List<StatusRow> rows = new ArrayList<>(statusCodes.size());
    for (Map.Entry<Integer, Long> e : statusCodes.entrySet()) {
      rows.add(new StatusRow(Integer.toString(e.getKey()), DisplayFormat.count(e.getValue()),
          DisplayFormat.percent(e.getValue(), all)));
    }
    return rows;
  }

  /** The codes in one line, for a request's section: {@code 200 × 715, 503 × 6}. */
  static String inline(SortedMap<Integer, Long> statusCodes) {
    if (statusCodes.isEmpty()) {
      return DisplayFormat.NONE;
    }
    List<String> parts = new ArrayList<>(statusCodes.size());
    statusCodes.forEach((code, count) -> parts.add(code + " × " + DisplayFormat.count(count)));
    return String.join(", ", parts);
  }
}
