package io.throng.report.view;

import java.util.List;

/**
 * The detail section of one request name or one group: its statistics row again, its status
 * codes and its charts; a group's also lists the requests it holds.
 *
 * @param id the section's HTML id, which the statistics table links to
 * @param group whether it is a group's section
 * @param statusCodes the HTTP status codes in one line, {@code 200 × 715, 503 × 6}
 * @param members a group's requests and inner groups, in the statistics table's order; empty for a request
 * @param ranges its OK responses in the response-time bands, and its KOs
 */
public record RequestSection(
    String id, String name, boolean group, StatisticsRow row, String statusCodes, ChartSet charts,
    List<StatisticsRow> members, RangesBar ranges) {

  public RequestSection {
    members = List.copyOf(members);
  }
}
