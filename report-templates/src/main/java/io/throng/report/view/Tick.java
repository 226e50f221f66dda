package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;

/** A gridline or axis mark at {@code position} (an SVG coordinate), labelled {@code label}. */
public record Tick(String position, String label) {

  /**
   * A mark at {@code xs[i]} labelled {@code labels.get(i)}, for every {@code k}-th point only when
   * there are more than {@code max}, so that labels do not overlap.
   */
  static List<Tick> thinned(List<String> labels, double[] xs, int max) {
    int every = -Math.floorDiv(-labels.size(), max);
    List<Tick> ticks = new ArrayList<>();
    for (int i = 0; i < labels.size(); i += every) {
      ticks.add(new Tick(SvgPath.num(xs[i]), labels.get(i)));
    }
    return ticks;
  }
}
