package io.throng.report.view;

import java.util.List;

/**
 * One SVG chart, laid out at report time: the template draws the frame, then each series as a
 * {@code <path>}, then the markers. No script draws anything, so the page is complete offline.
 *
 * @param id unique on the page; the SVG title's id is derived from it
 * @param hasData false when there is nothing to draw; then only {@code caption} is meaningful
 * @param title what the chart shows, for the SVG title (screen readers, tooltips)
 * @param caption how to read it, printed under it
 * @param hovers bands whose tooltips give the values under them; empty for a chart without
 */
public record Chart(
    String id, boolean hasData, String title, String caption, Frame frame, List<Series> series,
    List<Marker> markers, List<Hover> hovers) {

  public Chart {
    series = List.copyOf(series);
    markers = List.copyOf(markers);
    hovers = List.copyOf(hovers);
  }

  /** A chart without hover bands. */
  public Chart(String id, boolean hasData, String title, String caption, Frame frame, List<Series> series,
      List<Marker> markers) {
    this(id, hasData, title, caption, frame, series, markers, List.of());
  }

  /** This chart with {@code bands} to hover over. */
  Chart withHovers(List<Hover> bands) {
    return new Chart(id, hasData, title, caption, frame, series, markers, bands);
  }

  /** A chart with nothing to draw, saying why in {@code caption}. */
  static Chart empty(String id, String title, String caption) {
    return new Chart(id, false, title, caption, Plot.frame(List.of(), List.of(), "", ""), List.of(), List.of());
  }
}
