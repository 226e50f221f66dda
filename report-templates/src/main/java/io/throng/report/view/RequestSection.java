package io.throng.report.view;

/**
 * The detail section of one request name: its statistics row again, its status codes and its
 * charts.
 *
 * @param id the section's HTML id, which the statistics table links to
 * @param statusCodes the HTTP status codes in one line, {@code 200 × 715, 503 × 6}
 */
public record RequestSection(String id, String name, StatisticsRow row, String statusCodes, ChartSet charts) {}
