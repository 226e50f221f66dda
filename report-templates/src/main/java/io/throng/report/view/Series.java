package io.throng.report.view;

/**
 * One drawn series of a chart: an SVG path whose look comes from {@code cssClass} in
 * {@code report.css} (no style attributes: the page runs under {@code style-src 'self'}).
 *
 * @param cssClass the class of the path and of its legend key, such as {@code s-ok}
 * @param label the legend text; empty for a series without a legend entry
 * @param path the path's {@code d} attribute
 */
public record Series(String cssClass, String label, String path) {}
