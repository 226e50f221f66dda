package io.throng.engine.live;

import io.prometheus.metrics.model.snapshots.PrometheusNaming;
import io.throng.dsl.model.CustomMetric;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the live outputs name a custom metric: its name in lower case, each run of characters other
 * than ASCII letters and digits made one {@code _}, after {@code throng_custom_} for Prometheus
 * ({@code "Orders placed"} is {@code throng_custom_orders_placed}, a counter's samples
 * {@code throng_custom_orders_placed_total}) and {@code throng.custom.} for OTLP. A suffix
 * Prometheus reserves ({@code _total}, {@code _info}, ...) is dropped, as its client does.
 *
 * <pre>{@code
 * CustomNames.requireDistinct(plan.metrics());   // before the run, when a live output is on
 * String name = CustomNames.prometheus("orders placed");
 * }</pre>
 */
final class CustomNames {

  private CustomNames() {}

  static String prometheus(String name) {
    return PrometheusNaming.sanitizeMetricName("throng_custom_" + snake(name));
  }

  static String otlp(String name) {
    return "throng.custom." + snake(name);
  }

  /**
   * Checks that every metric gets a name of its own in the live outputs.
   *
   * @throws IllegalArgumentException naming the metrics that would share one, or one without a letter or digit
   */
  static void requireDistinct(List<CustomMetric> metrics) {
    Map<String, String> byExported = new HashMap<>();
    for (CustomMetric metric : metrics) {
      if (snake(metric.name()).isEmpty()) {
        throw new IllegalArgumentException("custom metric \"" + metric.name() + "\" has no ASCII letter or digit for"
            + " its Prometheus and OTLP name: add one to its name");
      }
      String other = byExported.putIfAbsent(prometheus(metric.name()), metric.name());
      if (other != null) {
        throw new IllegalArgumentException("custom metrics \"" + other + "\" and \"" + metric.name() + "\" would both"
            + " be " + prometheus(metric.name()) + " in Prometheus: rename one");
      }
    }
  }

  private static String snake(String name) {
    String words = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
    return words.replaceAll("^_+|_+$", "");
  }
}
