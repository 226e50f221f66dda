package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;

/**
 * A horizontal logarithmic axis of response times in microseconds, from {@code low} to
 * {@code high}, labelled at round values (1, 2 and 5 times a power of ten).
 */
final class LogAxis {

  private static final long[] MANTISSAS = {1, 2, 5};
  private static final int MAX_TICKS = 10;

  private final long low;
  private final long high;

  LogAxis(long low, long high) {
    this.low = Math.max(1, low);
    this.high = Math.max(this.low + 1, high);
  }

  double position(long micros) {
    double share = Math.log((double) Math.max(micros, low) / low) / Math.log((double) high / low);
    return Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * share;
  }

  List<Tick> ticks() {
    List<Long> round = new ArrayList<>();
    List<Long> decades = new ArrayList<>();
    for (long decade = 1; decade <= high && decade > 0; decade *= 10) {
      for (long mantissa : MANTISSAS) {
        long value = mantissa * decade;
        if (value >= low && value <= high) {
          round.add(value);
          if (mantissa == 1) {
            decades.add(value);
          }
        }
      }
    }
    List<Long> chosen = round.size() <= MAX_TICKS ? round : decades;
    if (chosen.size() < 2) {
      chosen = List.of(low, high); // a narrow range: label its ends
    }
    List<Tick> ticks = new ArrayList<>();
    for (long value : chosen) {
      ticks.add(new Tick(SvgPath.num(position(value)), DisplayFormat.axisMillis(value)));
    }
    return ticks;
  }
}
