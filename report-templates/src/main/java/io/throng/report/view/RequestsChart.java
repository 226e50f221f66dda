package io.throng.report.view;

import java.util.List;

/**
 * The requests-per-second chart as geometry in SVG user units, already formatted: the template
 * only places these values into {@code <svg>} elements. OK requests are the lower area and KO
 * requests are stacked on top, so the upper edge is the total per second.
 *
 * @param hasData false when no request completed; then only {@code caption} is meaningful
 * @param viewBox the SVG {@code viewBox}
 * @param okArea points of the OK polygon
 * @param koArea points of the KO polygon, stacked on the OK one
 * @param yTicks gridlines: {@code position} is a y coordinate, the label a count per second
 * @param xTicks axis marks: {@code position} is an x coordinate, the label an offset from start
 * @param yLabelX x coordinate where y labels end
 * @param xLabelY y coordinate of the x labels' baseline
 * @param tickEnd y coordinate where the x axis marks end, below the plot
 * @param peakX x coordinate of the peak marker
 * @param peakY y coordinate of the peak marker
 */
public record RequestsChart(
    boolean hasData,
    String viewBox,
    String plotLeft,
    String plotRight,
    String plotTop,
    String plotBottom,
    String okArea,
    boolean hasKo,
    String koArea,
    List<Tick> yTicks,
    List<Tick> xTicks,
    String yLabelX,
    String xLabelY,
    String tickEnd,
    String peakX,
    String peakY,
    String peakLabel,
    String caption) {

  public RequestsChart {
    yTicks = List.copyOf(yTicks);
    xTicks = List.copyOf(xTicks);
  }

  /** A gridline or axis mark at {@code position}, labelled {@code label}. */
  public record Tick(String position, String label) {}
}
