package io.throng.report.compare;

/**
 * The mean and spread of one figure over a group's runs: its extremes and its sample standard
 * deviation (divided by {@code count - 1}, as a spreadsheet's STDEV does for repeated
 * measurements; zero for a single run).
 *
 * <pre>{@code
 * Spread tps = Spread.of(27.4, 27.4, 27.3); // mean 27.37, min 27.3, max 27.4, stdDev 0.058
 * }</pre>
 */
public record Spread(int count, double mean, double min, double max, double stdDev) {

  /**
   * The spread of {@code values}.
   *
   * @throws IllegalArgumentException if there are none
   */
  public static Spread of(double... values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("values must not be empty");
    }
    double sum = 0;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (double v : values) {
      sum += v;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    double mean = sum / values.length;
    double squares = 0;
    for (double v : values) {
      squares += (v - mean) * (v - mean);
    }
    double stdDev = values.length > 1 ? Math.sqrt(squares / (values.length - 1)) : 0;
    return new Spread(values.length, mean, min, max, stdDev);
  }
}
