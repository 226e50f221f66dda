package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * A linear axis from zero to a round maximum at or above the data's, mapped onto a pixel range
 * ({@code from} is where zero sits, {@code to} where the maximum does), with about four round
 * gridlines.
 */
final class ValueAxis {

  private static final long[] STEP_TENTHS = {10, 20, 25, 50, 100};
  private static final int INTERVALS = 4;

  private final long step;
  private final long max;
  private final double from;
  private final double to;
  private final LongFunction<String> label;

  private ValueAxis(long dataMax, double from, double to, LongFunction<String> label) {
    this.step = step(dataMax);
    this.max = step * Math.max(1, -Math.floorDiv(-dataMax, step));
    this.from = from;
    this.to = to;
    this.label = label;
  }

  /** A vertical axis of counts (requests, users), labelled {@code 1,500}. */
  static ValueAxis counts(long dataMax) {
    return new ValueAxis(dataMax, Plot.BOTTOM, Plot.TOP, DisplayFormat::count);
  }

  /** A vertical axis of response times in microseconds, labelled in milliseconds. */
  static ValueAxis micros(long dataMax) {
    return new ValueAxis(dataMax, Plot.BOTTOM, Plot.TOP, DisplayFormat::axisMillis);
  }

  /** A horizontal axis of counts. */
  static ValueAxis horizontalCounts(long dataMax) {
    return new ValueAxis(dataMax, Plot.LEFT, Plot.RIGHT, DisplayFormat::count);
  }

  double position(double value) {
    return from + (to - from) * value / max;
  }

  List<Tick> ticks() {
    List<Tick> ticks = new ArrayList<>();
    for (long v = 0; v <= max; v += step) {
      ticks.add(new Tick(SvgPath.num(position(v)), label.apply(v)));
    }
    return ticks;
  }

  /**
   * A round interval (1, 2, 2.5 or 5 times a power of ten, whole numbers only) giving about four
   * gridlines up to {@code max}.
   */
  static long step(long max) {
    double raw = Math.max(1, max) / (double) INTERVALS;
    long magnitude = 1;
    while (magnitude * 10 <= raw) {
      magnitude *= 10;
    }
    for (long tenths : STEP_TENTHS) {
      // 2.5 times 1 is not a whole number; the other candidates always are.
      if (tenths * magnitude % 10 == 0 && tenths * magnitude / 10 >= raw) {
        return tenths * magnitude / 10;
      }
    }
    return 10 * magnitude;
  }
}
