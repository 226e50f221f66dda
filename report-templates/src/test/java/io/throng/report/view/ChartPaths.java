package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the points back out of the SVG paths that {@link SvgPath} writes, for assertions. */
final class ChartPaths {

  private static final Pattern POINT = Pattern.compile("[ML](-?[0-9.]+),(-?[0-9.]+)");

  private ChartPaths() {}

  static List<double[]> points(String path) {
    List<double[]> points = new ArrayList<>();
    Matcher m = POINT.matcher(path);
    while (m.find()) {
      points.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
    }
    return points;
  }

  /** The smallest y, which is the highest point on screen. */
  static double highest(List<double[]> points) {
    return points.stream().mapToDouble(p -> p[1]).min().orElseThrow();
  }

  static long subpaths(String path) {
    return path.chars().filter(c -> c == 'M').count();
  }
}
