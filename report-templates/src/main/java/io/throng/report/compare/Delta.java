package io.throng.report.compare;

import java.util.OptionalDouble;

/**
 * How a figure differs from the baseline's: {@code value - baseline}, and that as a percentage
 * of the baseline (absent when the baseline is zero, such as errors against a run without any).
 */
public record Delta(double value, double baseline) {

  public double difference() {
    return value - baseline;
  }

  public OptionalDouble percent() {
    return baseline == 0 ? OptionalDouble.empty() : OptionalDouble.of((value - baseline) * 100 / baseline);
  }
}
