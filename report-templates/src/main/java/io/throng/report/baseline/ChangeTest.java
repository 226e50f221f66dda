package io.throng.report.baseline;

import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Tells a change of a metric from run-to-run noise: a two-sample Student's t interval over the
 * runs' values (one value per run, never per second: the seconds of one run share its JIT, heap
 * and neighbours, so they vary far less than runs do), on their logarithms for relative metrics
 * so that the interval is one of the ratio. The pooled variance lets a single judged run borrow
 * the baseline's run-to-run spread, which makes the interval a prediction interval for that run.
 * The verdict compares the whole interval with the tolerance: regressed only when even its best
 * end is worse than the tolerance, unchanged when it lies within the tolerance on both sides, and
 * inconclusive when it straddles a tolerance bound.
 *
 * <pre>{@code
 * Change p95 = ChangeTest.judge(new double[] {10, 11, 9.5}, new double[] {14, 15}, true, true, 10);
 * }</pre>
 */
public final class ChangeTest {

  /** The interval's confidence. */
  public static final double CONFIDENCE = 0.95;

  /** Fewer runs in all leave no degree of freedom to estimate the noise. */
  public static final int MIN_RUNS = 3;

  private ChangeTest() {}

  /**
   * @param baseline the metric's value in each baseline run
   * @param now its value in each judged run
   * @param relative whether changes are ratios (in percent) rather than differences
   * @param higherIsWorse whether a higher value is worse (response times, errors), else a lower one
   *     (throughput)
   * @param tolerance how much worse or better is no change: percent, or the metric's unit
   */
  public static Change judge(double[] baseline, double[] now, boolean relative, boolean higherIsWorse,
      double tolerance) {
    int n = baseline.length;
    int m = now.length;
    if (n == 0 || m == 0 || n + m < MIN_RUNS) {
      return new Change(BaselineVerdict.INCONCLUSIVE, Double.NaN, Double.NaN, Double.NaN,
          "needs at least " + MIN_RUNS + " runs in all, baseline and judged runs together (has " + n + " + " + m
              + "): judge more repeats (loadtest.repeat) or record a baseline of more runs");
    }
    if (relative && (!positive(baseline) || !positive(now))) {
      return new Change(BaselineVerdict.INCONCLUSIVE, Double.NaN, Double.NaN, Double.NaN,
          "a run has no value to compare (no request completed)");
    }
    double[] b = relative ? logs(baseline) : baseline;
    double[] c = relative ? logs(now) : now;
    double difference = StatUtils.mean(c) - StatUtils.mean(b);
    int freedom = n + m - 2;
    double pooled = Math.sqrt((squares(b) + squares(c)) / freedom);
    double standardError = pooled * Math.sqrt(1.0 / n + 1.0 / m);
    double t = new TDistribution(freedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    double half = t * standardError;
    double sign = higherIsWorse ? 1 : -1;
    double estimate = sign * change(difference, relative);
    double low = Math.min(sign * change(difference - half, relative), sign * change(difference + half, relative));
    double high = Math.max(sign * change(difference - half, relative), sign * change(difference + half, relative));
    BaselineVerdict verdict;
    if (low > tolerance) {
      verdict = BaselineVerdict.REGRESSED;
    } else if (high < -tolerance) {
      verdict = BaselineVerdict.IMPROVED;
    } else if (low >= -tolerance && high <= tolerance) {
      verdict = BaselineVerdict.UNCHANGED;
    } else {
      verdict = BaselineVerdict.INCONCLUSIVE;
    }
    String advice = verdict == BaselineVerdict.INCONCLUSIVE
        ? advice(estimate, low, high, tolerance, relative, n, m) : "";
    return new Change(verdict, estimate, low, high, advice);
  }

  /**
   * What would narrow the interval enough: the interval shrinks as {@code sqrt(1/n + 1/m)}, so
   * the judged runs that would make it clear the nearest tolerance bound, when more of them can.
   */
  private static String advice(double estimate, double low, double high, double tolerance, boolean relative,
      int n, int m) {
    String unit = relative ? " %" : "";
    String interval = String.format(Locale.ROOT, "the interval %+.1f%s .. %+.1f%s straddles the tolerance ±%s%s",
        low, unit, high, unit, BaselineFormat.number(tolerance), unit);
    double distance = Math.min(Math.abs(estimate - tolerance), Math.abs(estimate + tolerance));
    double halfWidth = (high - low) / 2;
    if (distance == 0 || halfWidth == 0) {
      return interval + ": the change is right at the tolerance";
    }
    double shrink = distance / halfWidth;
    double inverse = (1.0 / n + 1.0 / m) * shrink * shrink - 1.0 / n;
    if (inverse <= 0) {
      return interval + ": more judged runs alone cannot decide it; record a baseline of more runs too";
    }
    long runs = (long) Math.ceil(1 / inverse);
    return interval + ": about " + Math.max(runs, m + 1L) + " judged runs (loadtest.repeat) would decide it";
  }

  private static double change(double difference, boolean relative) {
    return relative ? Math.expm1(difference) * 100 : difference;
  }

  private static boolean positive(double[] values) {
    for (double v : values) {
      if (!(v > 0)) {
        return false;
      }
    }
    return true;
  }

  private static double[] logs(double[] values) {
    double[] logs = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      logs[i] = Math.log(values[i]);
    }
    return logs;
  }

  private static double squares(double[] values) {
    return StatUtils.variance(values) * (values.length - 1);
  }
}
