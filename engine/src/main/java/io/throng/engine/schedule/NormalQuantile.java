package io.throng.engine.schedule;

/**
 * The standard normal distribution's quantile, to double precision, for the smoothed step of
 * {@code stressPeakUsers}. Newton's method on the lower tail, from the Abramowitz and Stegun
 * 26.2.23 estimate; the tail probability is computed from {@code erfc}, so small probabilities
 * keep their relative precision.
 */
final class NormalQuantile {

  private static final double SQRT_PI = Math.sqrt(Math.PI);
  private static final double SQRT_2PI = Math.sqrt(2 * Math.PI);

  private NormalQuantile() {}

  /** {@code z} such that {@code P(Z <= z) = numerator / denominator}, for {@code 0 < numerator < denominator}. */
  static double of(long numerator, long denominator) {
    long lower = Math.min(numerator, denominator - numerator);
    double z = lowerTail((double) lower / denominator);
    return lower == numerator ? z : -z;
  }

  /** The quantile for {@code 0 < p <= 0.5}, a number {@code <= 0}. */
  private static double lowerTail(double p) {
    double t = Math.sqrt(-2 * Math.log(p));
    double z = -(t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308))));
    for (int i = 0; i < 50; i++) {
      double step = (cdf(z) - p) / (Math.exp(-z * z / 2) / SQRT_2PI);
      z -= step;
      if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(z))) {
        break;
      }
    }
    return z;
  }

  /** {@code P(Z <= z)}. */
  static double cdf(double z) {
    return erfc(-z / Math.sqrt(2)) / 2;
  }

  /** The complementary error function. */
  static double erfc(double x) {
    if (x < 0) {
      return 2 - erfc(-x);
    }
    if (x < 2) {
      return 1 - erf(x);
    }
    // Continued fraction erfc(x) = e^(-x^2) / sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...)))),
    // evaluated from the tail up; 80 terms are far more than double precision needs for x >= 2.
    double f = x;
    for (int k = 80; k >= 1; k--) {
      f = x + k / 2.0 / f;
    }
    return Math.exp(-x * x) / (SQRT_PI * f);
  }

  /**
   * The error function for {@code 0 <= x < 2}, from the series {@code erf(x) = 2/sqrt(pi) e^(-x^2)
   * sum 2^n x^(2n+1) / (1 3 5 ... (2n+1))}, whose terms are all positive: nothing cancels.
   */
  private static double erf(double x) {
    double term = x;
    double sum = x;
    for (int n = 1; term > 1e-17 * sum; n++) {
      term *= 2 * x * x / (2 * n + 1);
      sum += term;
    }
    return 2 / SQRT_PI * Math.exp(-x * x) * sum;
  }
}
