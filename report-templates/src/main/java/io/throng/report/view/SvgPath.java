package io.throng.report.view;

import java.util.Locale;

/**
 * Builds the {@code d} attribute of an SVG {@code <path>} in user units, one decimal at most,
 * so every chart is one element per series however many seconds it covers.
 */
final class SvgPath {

  private final StringBuilder d = new StringBuilder();

  SvgPath move(double x, double y) {
    return command('M', x, y);
  }

  SvgPath line(double x, double y) {
    return command('L', x, y);
  }

  /** A dot at (x, y): a zero-length subpath, which a round line cap draws as a disc. */
  SvgPath dot(double x, double y) {
    return move(x, y).append("h0");
  }

  /** A rectangle from (x0, y0) to (x1, y1). */
  SvgPath rectangle(double x0, double y0, double x1, double y1) {
    return move(x0, y0).line(x1, y0).line(x1, y1).line(x0, y1).append("Z");
  }

  /** A line through the points ({@code xs[i]}, {@code ys[i]}) in order. */
  static SvgPath through(double[] xs, double[] ys) {
    SvgPath path = new SvgPath();
    for (int i = 0; i < xs.length; i++) {
      if (i == 0) {
        path.move(xs[i], ys[i]);
      } else {
        path.line(xs[i], ys[i]);
      }
    }
    return path;
  }

  /** A dot at each point ({@code xs[i]}, {@code ys[i]}). */
  static SvgPath dots(double[] xs, double[] ys) {
    SvgPath path = new SvgPath();
    for (int i = 0; i < xs.length; i++) {
      path.dot(xs[i], ys[i]);
    }
    return path;
  }

  SvgPath close() {
    return append("Z");
  }

  boolean isEmpty() {
    return d.length() == 0;
  }

  @Override
  public String toString() {
    return d.toString();
  }

  private SvgPath command(char letter, double x, double y) {
    return append(letter + num(x) + "," + num(y));
  }

  private SvgPath append(String text) {
    if (d.length() > 0) {
      d.append(' ');
    }
    d.append(text);
    return this;
  }

  /** A coordinate with one decimal, without a trailing {@code .0}. */
  static String num(double value) {
    String text = String.format(Locale.ROOT, "%.1f", value);
    if (text.equals("-0.0")) {
      return "0";
    }
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }
}
