package io.throng.report.json;

import io.throng.report.compare.Comparison;
import io.throng.report.sweep.Sweep;

/**
 * Writes the machine-readable twins of the pages over several runs: {@value #COMPARISON_FILE}
 * ({@link ComparisonDocument}) and {@value #SWEEP_FILE} ({@link SweepDocument}), in the style of
 * {@code stats.json}. Thread-safe.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(MultiRunJson.COMPARISON_FILE), MultiRunJson.comparison(comparison));
 * }</pre>
 */
public final class MultiRunJson {

  public static final String COMPARISON_FILE = "comparison.json";

  public static final String SWEEP_FILE = "sweep.json";

  private MultiRunJson() {}

  /** The JSON text of {@code comparison}, ending with a newline. */
  public static String comparison(Comparison comparison) {
    return JsonText.write(ComparisonJson.document(comparison), COMPARISON_FILE);
  }

  /** The JSON text of {@code sweep}, ending with a newline. */
  public static String sweep(Sweep sweep) {
    return JsonText.write(SweepJson.document(sweep), SWEEP_FILE);
  }
}
