package io.throng.report.json;

import io.throng.report.baseline.RunValues;
import io.throng.report.baseline.SecondSeries;
import java.util.List;

/**
 * The baseline file, {@code src/test/loadtest/baselines/<Simulation>.json} by default: the shape
 * Jackson writes and reads. Its schema is in the module's BASELINE-JSON.md.
 *
 * @param format always {@value BaselineJson#FORMAT}, so that another JSON file is told apart
 * @param version the schema's version, {@value BaselineJson#VERSION}
 * @param runs the baseline's run folders, by name
 * @param seconds each run's requests and p95 per second, all requests together, in the order of
 *     {@code runs}; absent (null) in a file written before they were kept
 */
record BaselineDocument(String format, int version, String simulation, List<String> runs, List<Scope> scopes,
    List<SecondSeries> seconds) {

  /**
   * @param kind {@code all}, {@code request} or {@code group}
   * @param runs the figures of each run, in the order of {@code runs} above
   * @param histogram the response times of all runs merged: a compressed HdrHistogram in Base64, as
   *     the run log writes one
   */
  record Scope(String kind, String name, List<RunValues> runs, String histogram) {}
}
