package io.throng.report.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Finds the runs where a metric's level shifted in a series of runs, oldest first, with E-Divisive
 * means (Matteson and James, 2014), the method Apache Otava builds on: the series is split where the
 * energy distance between the runs before and the runs after (up to some later run) is largest, if
 * a permutation test says that split is significant, and each side is then examined the same way. The energy distance compares
 * every pair of runs across the split with the pairs within each side, so it needs no assumption
 * about the metric's distribution, and the permutation test weighs the best split against the best
 * splits of the same runs in random order, which accounts for having picked the best of many.
 *
 * <pre>{@code
 * ChangePoints.Detection d = ChangePoints.find(new double[] {10, 11, 10, 9, 10, 15, 16, 15, 14, 15});
 * d.points().get(0).index(); // 5: the first run of the new level
 * }</pre>
 *
 * <p>The permutations come from a fixed seed, so a history always gives the same change points.
 */
public final class ChangePoints {

  /** Runs on each side of a split at least: fewer cannot tell a shift from one odd run. */
  public static final int MIN_SEGMENT = 3;

  /**
   * Runs a series needs at least. With 7, even a perfect 4 against 3 split recurs in 2 of the 35
   * ways to place them, about 6 %, so no split could reach {@link #SIGNIFICANCE}.
   */
  public static final int MIN_POINTS = 8;

  /** A split is a change point when at most this share of random orders split as well. */
  public static final double SIGNIFICANCE = 0.05;

  /** Random orders each split is weighed against, as in Matteson and James's {@code ecp}. */
  public static final int PERMUTATIONS = 199;

  private static final long SEED = 0x7468726f6e67L;

  /**
   * One change point.
   *
   * @param index the first run of the new level (0 is the oldest run)
   * @param pValue the share of random orders that split at least as well, {@code 1/(PERMUTATIONS+1)} at best
   * @param before the mean of the runs from the previous change point (or the first run) up to it
   * @param after the mean of the runs from it up to the next change point (or the last run)
   */
  public record ChangePoint(int index, double pValue, double before, double after) {}

  /**
   * What the detection found.
   *
   * @param points the change points, oldest first
   * @param note why none could be looked for (too few runs); empty when the series was examined
   */
  public record Detection(List<ChangePoint> points, String note) {

    public Detection {
      points = List.copyOf(points);
    }

    public boolean examined() {
      return note.isEmpty();
    }
  }

  private ChangePoints() {}

  public static Detection find(double[] values) {
    if (values.length < MIN_POINTS) {
      return new Detection(List.of(), "too few runs to look for change points: " + values.length + " of at least "
          + MIN_POINTS + " (" + MIN_SEGMENT + " on each side of a change, and enough orders to tell it from chance)");
    }
    List<double[]> found = new ArrayList<>();
    split(values, 0, values.length, new SplittableRandom(SEED), found);
    found.sort(Comparator.comparingDouble(point -> point[0]));
    List<ChangePoint> points = new ArrayList<>(found.size());
    for (int i = 0; i < found.size(); i++) {
      int index = (int) found.get(i)[0];
      int from = i == 0 ? 0 : (int) found.get(i - 1)[0];
      int to = i == found.size() - 1 ? values.length : (int) found.get(i + 1)[0];
      points.add(new ChangePoint(index, found.get(i)[1], mean(values, from, index), mean(values, index, to)));
    }
    return new Detection(points, "");
  }

  /** Splits {@code values[from, to)} at its best point if significant, then each side; adds {index, p}. */
  private static void split(double[] values, int from, int to, SplittableRandom random, List<double[]> found) {
    if (to - from < 2 * MIN_SEGMENT) {
      return;
    }
    double[] segment = Arrays.copyOfRange(values, from, to);
    double[] best = best(segment);
    int asGood = 0;
    double[] shuffled = segment.clone();
    for (int r = 0; r < PERMUTATIONS; r++) {
      shuffle(shuffled, random);
      if (best(shuffled)[1] >= best[1]) {
        asGood++;
      }
    }
    double p = (asGood + 1.0) / (PERMUTATIONS + 1.0);
    if (p > SIGNIFICANCE) {
      return;
    }
    int at = from + (int) best[0];
    found.add(new double[] {at, p});
    split(values, from, at, random, found);
    split(values, at, to, random, found);
  }

  /**
   * The split {@code tau} of {@code x} with the largest scaled energy distance {@code Q = t u / (t
   * + u) * (2 mean|between| - mean|within before| - mean|within after|)} between the runs before it,
   * {@code x[0, tau)}, and those after it up to some {@code kappa}, {@code x[tau, kappa)}, as {tau,
   * Q}. Letting the after end before the last run (Matteson and James's {@code kappa}) finds a
   * level that came and went, which a comparison with all the later runs would blur. Pair sums are
   * kept per {@code tau} as {@code kappa} grows, so one pass costs O(m²).
   */
  static double[] best(double[] x) {
    int m = x.length;
    double[] prefix = new double[m + 1];
    for (int t = 2; t <= m; t++) {
      double sum = 0;
      for (int i = 0; i < t - 1; i++) {
        sum += Math.abs(x[i] - x[t - 1]);
      }
      prefix[t] = prefix[t - 1] + sum;
    }
    // within[tau]: the sum of |x_i - x_j| over the pairs of x[tau, kappa), for the current kappa.
    double[] within = new double[m + 1];
    double bestTau = -1;
    double bestQ = Double.NEGATIVE_INFINITY;
    for (int kappa = 2; kappa <= m; kappa++) {
      double suffix = 0;
      for (int tau = kappa - 2; tau >= 0; tau--) {
        suffix += Math.abs(x[tau] - x[kappa - 1]);
        within[tau] += suffix;
      }
      for (int tau = MIN_SEGMENT; tau <= kappa - MIN_SEGMENT; tau++) {
        double t = tau;
        double u = kappa - tau;
        double between = prefix[kappa] - prefix[tau] - within[tau];
        double energy = 2 * between / (t * u) - prefix[tau] / pairs(t) - within[tau] / pairs(u);
        double q = t * u / (t + u) * energy;
        if (q > bestQ) {
          bestQ = q;
          bestTau = tau;
        }
      }
    }
    return new double[] {bestTau, bestQ};
  }

  private static double pairs(double n) {
    return n * (n - 1) / 2;
  }

  private static void shuffle(double[] values, SplittableRandom random) {
    for (int i = values.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      double swap = values[i];
      values[i] = values[j];
      values[j] = swap;
    }
  }

  private static double mean(double[] values, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += values[i];
    }
    return sum / (to - from);
  }
}
