package io.throng.report.view;

import java.util.List;

/** The size of every chart and of its plot area, in SVG user units; the page scales them. */
final class Plot {

  static final int WIDTH = 960;
  static final int HEIGHT = 300;
  static final int LEFT = 64;
  static final int RIGHT = WIDTH - 48; // room for the last x label, centred on the right edge
  static final int TOP = 28; // room for the y unit above the labels
  static final int BOTTOM = HEIGHT - 48; // room for the x labels and the x unit

  private Plot() {}

  static Frame frame(List<Tick> xTicks, List<Tick> yTicks, String xUnit, String yUnit) {
    return new Frame("0 0 " + WIDTH + " " + HEIGHT, num(LEFT), num(RIGHT), num(TOP), num(BOTTOM),
        yTicks, xTicks, num(LEFT - 8), num(BOTTOM + 20), num(BOTTOM + 5),
        num(LEFT), yUnit, num(TOP - 14), xUnit, num(BOTTOM + 40));
  }

  private static String num(double value) {
    return SvgPath.num(value);
  }
}
