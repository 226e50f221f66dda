package io.throng.report.view;

/** A circled point of a chart, such as the peak second, with a tooltip {@code label}. */
public record Marker(String x, String y, String label) {}
