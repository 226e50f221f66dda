package io.throng.report.view;

import java.util.List;

/**
 * The axes of a chart as SVG coordinates, already formatted: the plot area, gridlines with
 * their labels, axis marks, and the units written beside the axes.
 *
 * @param yLabelX x coordinate where y labels end
 * @param xLabelY y coordinate of the x labels' baseline
 * @param tickEnd y coordinate where the x axis marks end, below the plot
 * @param yUnitX x coordinate where the y unit starts, above the plot's left edge
 */
public record Frame(
    String viewBox,
    String left,
    String right,
    String top,
    String bottom,
    List<Tick> yTicks,
    List<Tick> xTicks,
    String yLabelX,
    String xLabelY,
    String tickEnd,
    String yUnitX,
    String yUnit,
    String yUnitY,
    String xUnit,
    String xUnitY) {

  public Frame {
    yTicks = List.copyOf(yTicks);
    xTicks = List.copyOf(xTicks);
  }
}
