package io.throng.dsl.model;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The baseline a simulation's runs are judged against, as its {@code setUp} named it: the file,
 * and how much worse each metric may be and stay unchanged. The metrics it leaves out keep their
 * defaults, and the command line ({@code loadtest.baseline}, {@code loadtest.tolerance.<metric>})
 * wins over both.
 *
 * @param file the baseline file, relative to the folder the run starts in; empty for the
 *     simulation's default, {@code src/test/loadtest/baselines/<name>.json}
 * @param tolerances per metric: percent of the baseline, or percentage points for {@link
 *     Metric#ERROR_PERCENT}; each finite and {@code >= 0}
 */
public record BaselineSpec(Optional<String> file, Map<Metric, Double> tolerances) {

  /** A metric a baseline judges, by its key in the settings ({@code loadtest.tolerance.p95}). */
  public enum Metric {
    P50("p50"),
    P95("p95"),
    P99("p99"),
    ERROR_PERCENT("errorPercent"),
    THROUGHPUT("throughput");

    private final String key;

    Metric(String key) {
      this.key = key;
    }

    /** The metric's name in {@code loadtest.tolerance.<key>} and in the baseline's report. */
    public String key() {
      return key;
    }
  }

  public BaselineSpec {
    Objects.requireNonNull(file, "file");
    tolerances = Map.copyOf(tolerances);
  }
}
