package io.throng.report.view;

/**
 * The detail section of one request name: its statistics row again, and its charts.
 *
 * @param id the section's HTML id, which the statistics table links to
 */
public record RequestSection(String id, String name, StatisticsRow row, ChartSet charts) {}
