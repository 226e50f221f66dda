package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * A line over the run's seconds drawn as steps: flat across each step of the time axis, at the
 * highest value of that step's seconds, so downsampling a long run never hides a peak. A step
 * without a value leaves a gap.
 */
final class StepLine {

  /** Marks a step without a value in the arrays below. */
  static final long NO_VALUE = -1;

  private StepLine() {}

  /** For each step of {@code time}, the highest {@code value} among its seconds, or {@link #NO_VALUE}. */
  static long[] highest(List<SecondStats> seconds, ToLongFunction<SecondStats> value, TimeAxis time) {
    long[] highest = new long[time.steps()];
    Arrays.fill(highest, NO_VALUE);
    for (SecondStats s : seconds) {
      int i = time.step(s.second());
      if (i >= 0) {
        highest[i] = Math.max(highest[i], value.applyAsLong(s));
      }
    }
    return highest;
  }

  /** The path of {@code perStep} (one value per step of {@code time}) on {@code y}. */
  static String path(long[] perStep, TimeAxis time, ValueAxis y) {
    SvgPath path = new SvgPath();
    for (int i = 0; i < perStep.length; i++) {
      if (perStep[i] == NO_VALUE) {
        continue;
      }
      double level = y.position(perStep[i]);
      if (i == 0 || perStep[i - 1] == NO_VALUE) {
        path.move(time.stepStart(i), level);
      } else {
        path.line(time.stepStart(i), level);
      }
      path.line(time.stepEnd(i), level);
    }
    return path.toString();
  }
}
