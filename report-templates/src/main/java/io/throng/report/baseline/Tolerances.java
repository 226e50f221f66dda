package io.throng.report.baseline;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How much worse (or better) each metric may be and still be unchanged, as
 * {@code loadtest.tolerance.<metric>} sets it; the rest keep {@link BaselineMetric#defaultTolerance()}.
 *
 * <pre>{@code
 * Tolerances t = Tolerances.parse(Map.of("p95", "15", "errorPercent", "0.5"));
 * }</pre>
 */
public record Tolerances(Map<BaselineMetric, Double> byMetric) {

  public Tolerances {
    byMetric = Map.copyOf(byMetric);
  }

  /** Every metric at its default. */
  public static Tolerances defaults() {
    return parse(Map.of());
  }

  /**
   * @param settings metric key ({@code p95}) to tolerance ({@code 15}, percent or points)
   * @throws IllegalArgumentException naming an unknown metric or a value that is no number >= 0
   */
  public static Tolerances parse(Map<String, String> settings) {
    Map<BaselineMetric, Double> tolerances = new EnumMap<>(BaselineMetric.class);
    for (BaselineMetric metric : BaselineMetric.values()) {
      tolerances.put(metric, metric.defaultTolerance());
    }
    settings.forEach((key, text) -> {
      BaselineMetric metric = Arrays.stream(BaselineMetric.values()).filter(m -> m.key().equals(key)).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("tolerance." + key + " is no metric a baseline judges;"
              + " known: " + Arrays.stream(BaselineMetric.values()).map(BaselineMetric::key)
              .collect(Collectors.joining(", "))));
      double value;
      try {
        value = Double.parseDouble(text.strip().replace("%", ""));
      } catch (NumberFormatException e) {
        value = -1;
      }
      if (!(value >= 0)) {
        throw new IllegalArgumentException("tolerance." + key + " must be a number >= 0 (percent, or points for"
            + " errorPercent), was '" + text + "'");
      }
      tolerances.put(metric, value);
    });
    return new Tolerances(tolerances);
  }

  public double of(BaselineMetric metric) {
    return byMetric.get(metric);
  }
}
