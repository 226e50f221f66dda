package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Cuts a time axis into at most {@value #MAX_BANDS} hover bands, one per step while there are few
 * enough, so a long run's page does not carry a tooltip per second on every chart. A band covers
 * the plot's height over its seconds; bands without data are left out.
 */
final class HoverBands {

  static final int MAX_BANDS = 120;

  private HoverBands() {}

  /**
   * One band per group of steps of {@code time} that holds an item: its label is {@code words} of
   * the band's item ranked highest by {@code rank} (the busiest second, the slowest), so a band
   * over several seconds names the same peak the chart draws.
   */
  static <T> List<Hover> highest(TimeAxis time, List<T> items, ToLongFunction<T> second, ToLongFunction<T> rank,
      Function<T, String> words) {
    int stepsPerBand = -Math.floorDiv(-time.steps(), MAX_BANDS);
    long secondsPerBand = stepsPerBand * time.secondsPerStep();
    Map<Long, T> best = new TreeMap<>();
    for (T item : items) {
      long s = second.applyAsLong(item);
      if (time.step(s) >= 0) {
        best.merge(s / secondsPerBand, item, (a, b) -> rank.applyAsLong(b) > rank.applyAsLong(a) ? b : a);
      }
    }
    List<Hover> hovers = new ArrayList<>(best.size());
    best.forEach((band, item) -> {
      long from = band * secondsPerBand;
      double left = time.position(from);
      String at = secondsPerBand == 1 ? DisplayFormat.offset(from)
          : "highest at " + DisplayFormat.offset(second.applyAsLong(item));
      hovers.add(new Hover(SvgPath.num(left), SvgPath.num(Plot.TOP), SvgPath.num(Math.min(Plot.RIGHT, time.position(from + secondsPerBand)) - left),
          SvgPath.num(Plot.BOTTOM - Plot.TOP), at + " · " + words.apply(item)));
    });
    return hovers;
  }
}
