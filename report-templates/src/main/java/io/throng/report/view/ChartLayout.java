package io.throng.report.view;

import io.throng.report.aggregate.SecondCount;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * Lays out the requests-per-second chart: a stacked step area, one step per second. Long runs
 * group seconds so the SVG stays small; each group then shows its busiest second, so the chart's
 * highest point is always the peak TPS the report states.
 */
final class ChartLayout {

  static final int WIDTH = 960;
  static final int HEIGHT = 300;
  static final int LEFT = 64;
  static final int RIGHT = WIDTH - 48; // room for the last x label, centred on the right edge
  static final int TOP = 16;
  static final int BOTTOM = HEIGHT - 40;

  /** At most this many steps: two points each keeps a 24-hour run's SVG near 50 KB. */
  static final int MAX_STEPS = 480;

  private static final long[] STEP_TENTHS = {10, 20, 25, 50, 100};
  private static final long[] SECOND_STEPS = {
    1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400
  };
  private static final int MAX_X_TICKS = 8;
  private static final int Y_INTERVALS = 4;

  private ChartLayout() {}

  static RequestsChart layout(List<SecondCount> seconds, long secondsLogged, Optional<SecondCount> peak) {
    if (peak.isEmpty() || secondsLogged <= 0) {
      return new RequestsChart(false, viewBox(), num(LEFT), num(RIGHT), num(TOP), num(BOTTOM), "",
          false, "", List.of(), List.of(), "", "", "", "", "", "", "No request completed during the run.");
    }
    long secondsPerStep = ceilDiv(secondsLogged, MAX_STEPS);
    int steps = (int) ceilDiv(secondsLogged, secondsPerStep);
    SecondCount[] busiest = busiestPerStep(seconds, secondsPerStep, steps);
    long yStep = yStep(peak.get().total());
    long yMax = yStep * Math.max(1, ceilDiv(peak.get().total(), yStep));
    Scale scale = new Scale(steps * secondsPerStep, yMax);

    Areas areas = areas(busiest, secondsPerStep, scale);
    SecondCount top = peak.get();
    double peakX = (scale.x(top.second()) + scale.x(top.second() + 1)) / 2;
    return new RequestsChart(true, viewBox(), num(LEFT), num(RIGHT), num(TOP), num(BOTTOM),
        areas.ok(), areas.hasKo(), areas.ko(),
        yTicks(scale, yStep), xTicks(scale, secondsLogged), num(LEFT - 8), num(BOTTOM + 22),
        num(BOTTOM + 5), num(peakX), num(scale.y(top.total())),
        "Peak: " + DisplayFormat.count(top.total()) + " requests at " + DisplayFormat.offset(top.second()),
        caption(secondsPerStep));
  }

  private static SecondCount[] busiestPerStep(List<SecondCount> seconds, long secondsPerStep, int steps) {
    SecondCount[] busiest = new SecondCount[steps];
    for (int i = 0; i < steps; i++) {
      busiest[i] = new SecondCount(i * secondsPerStep, 0, 0);
    }
    for (SecondCount s : seconds) {
      int i = (int) (s.second() / secondsPerStep);
      if (i < steps && s.total() > busiest[i].total()) {
        busiest[i] = s;
      }
    }
    return busiest;
  }

  /**
   * The OK polygon runs along the baseline and the OK counts; the KO polygon runs left to right
   * along the totals, then back right to left along the OK counts, so it sits on top of the OK one.
   */
  private static Areas areas(SecondCount[] busiest, long secondsPerStep, Scale scale) {
    int steps = busiest.length;
    StringJoiner ok = new StringJoiner(" ");
    StringJoiner koTop = new StringJoiner(" ");
    StringJoiner koBottom = new StringJoiner(" ");
    ok.add(point(scale.x(0), BOTTOM));
    for (int i = 0; i < steps; i++) {
      double x0 = scale.x(i * secondsPerStep);
      double x1 = scale.x((i + 1) * secondsPerStep);
      double yOk = scale.y(busiest[i].ok());
      double yTotal = scale.y(busiest[i].total());
      ok.add(point(x0, yOk)).add(point(x1, yOk));
      koTop.add(point(x0, yTotal)).add(point(x1, yTotal));
      SecondCount back = busiest[steps - 1 - i];
      double backY = scale.y(back.ok());
      koBottom.add(point(scale.x((steps - i) * secondsPerStep), backY))
          .add(point(scale.x((steps - 1 - i) * secondsPerStep), backY));
    }
    ok.add(point(scale.x(steps * secondsPerStep), BOTTOM));
    boolean hasKo = Arrays.stream(busiest).anyMatch(s -> s.ko() > 0);
    return new Areas(ok.toString(), koTop + " " + koBottom, hasKo);
  }

  /**
   * A round interval (1, 2, 2.5 or 5 times a power of ten, whole numbers only) giving about four
   * gridlines up to {@code max}.
   */
  static long yStep(long max) {
    double raw = Math.max(1, max) / (double) Y_INTERVALS;
    long magnitude = 1;
    while (magnitude * 10 <= raw) {
      magnitude *= 10;
    }
    for (long tenths : STEP_TENTHS) {
      // 2.5 times 1 is not a whole count per second; the other candidates always are.
      if (tenths * magnitude % 10 == 0 && tenths * magnitude / 10 >= raw) {
        return tenths * magnitude / 10;
      }
    }
    return 10 * magnitude;
  }

  private static List<RequestsChart.Tick> yTicks(Scale scale, long yStep) {
    List<RequestsChart.Tick> ticks = new ArrayList<>();
    for (long v = 0; v <= scale.yMax(); v += yStep) {
      ticks.add(new RequestsChart.Tick(num(scale.y(v)), DisplayFormat.count(v)));
    }
    return ticks;
  }

  private static List<RequestsChart.Tick> xTicks(Scale scale, long secondsLogged) {
    long step = SECOND_STEPS[SECOND_STEPS.length - 1] * ceilDiv(secondsLogged, 86_400L * MAX_X_TICKS);
    for (long candidate : SECOND_STEPS) {
      if (secondsLogged / candidate <= MAX_X_TICKS) {
        step = candidate;
        break;
      }
    }
    List<RequestsChart.Tick> ticks = new ArrayList<>();
    for (long t = 0; t <= secondsLogged; t += step) {
      ticks.add(new RequestsChart.Tick(num(scale.x(t)), DisplayFormat.offset(t)));
    }
    return ticks;
  }

  private static String caption(long secondsPerStep) {
    if (secondsPerStep == 1) {
      return "Requests completed in each second of the run: OK below, KO stacked on top.";
    }
    return "Requests completed per second: OK below, KO stacked on top. Each step covers "
        + secondsPerStep + " seconds and shows the busiest of them, so the peak stays visible.";
  }

  private static String viewBox() {
    return "0 0 " + WIDTH + " " + HEIGHT;
  }

  private static String point(double x, double y) {
    return num(x) + "," + num(y);
  }

  private static String num(double value) {
    String text = String.format(Locale.ROOT, "%.1f", value);
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }

  private static long ceilDiv(long a, long b) {
    return -Math.floorDiv(-a, b);
  }

  private record Areas(String ok, String ko, boolean hasKo) {}

  /** Maps seconds since the start and counts per second to SVG coordinates. */
  private record Scale(long xSeconds, long yMax) {
    double x(long second) {
      return LEFT + (RIGHT - LEFT) * (double) second / xSeconds;
    }

    double y(long count) {
      return BOTTOM - (BOTTOM - TOP) * (double) count / yMax;
    }
  }
}
