package io.throng.report.view;

import java.util.ArrayList;
import java.util.List;

/**
 * The horizontal axis of charts over the run's seconds. Long runs group seconds into steps so
 * the SVG stays small ({@value #MAX_STEPS} steps at most); each chart then draws, per step, the
 * highest value of its seconds, so downsampling never hides a peak.
 */
final class TimeAxis {

  /** At most this many steps: two points each keeps a 24-hour run's chart near 50 KB. */
  static final int MAX_STEPS = 480;

  private static final long[] SECOND_STEPS = {
    1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400
  };
  private static final int MAX_TICKS = 8;

  private final long seconds;
  private final long secondsPerStep;
  private final int steps;

  /** An axis covering {@code secondsLogged} seconds, at least one. */
  TimeAxis(long secondsLogged) {
    this.seconds = Math.max(1, secondsLogged);
    this.secondsPerStep = -Math.floorDiv(-seconds, MAX_STEPS);
    this.steps = (int) -Math.floorDiv(-seconds, secondsPerStep);
  }

  int steps() {
    return steps;
  }

  long secondsPerStep() {
    return secondsPerStep;
  }

  /** The step holding {@code second}, or -1 when it lies beyond the axis. */
  int step(long second) {
    long step = second / secondsPerStep;
    return second < 0 || step >= steps ? -1 : (int) step;
  }

  /** The x coordinate of the start of {@code second}. */
  double position(long second) {
    return Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * (double) second / (steps * secondsPerStep);
  }

  double stepStart(int step) {
    return position(step * secondsPerStep);
  }

  double stepEnd(int step) {
    return position((step + 1) * secondsPerStep);
  }

  List<Tick> ticks() {
    long step = SECOND_STEPS[SECOND_STEPS.length - 1] * -Math.floorDiv(-seconds, 86_400L * MAX_TICKS);
    for (long candidate : SECOND_STEPS) {
      if (seconds / candidate <= MAX_TICKS) {
        step = candidate;
        break;
      }
    }
    List<Tick> ticks = new ArrayList<>();
    for (long t = 0; t <= seconds; t += step) {
      ticks.add(new Tick(SvgPath.num(position(t)), DisplayFormat.offset(t)));
    }
    return ticks;
  }

  /** What one step of the chart covers, for its caption. */
  String resolution(String what) {
    return secondsPerStep == 1
        ? "One step per second."
        : "Each step covers " + secondsPerStep + " seconds and shows the " + what + " of them, so peaks stay visible.";
  }
}
