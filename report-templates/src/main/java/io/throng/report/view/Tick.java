package io.throng.report.view;

/** A gridline or axis mark at {@code position} (an SVG coordinate), labelled {@code label}. */
public record Tick(String position, String label) {}
