package io.throng.report.view;

import io.throng.report.ab.AbSummary;
import io.throng.report.aggregate.RunSummary;

/**
 * The run in ApacheBench's words and layout ({@link AbSummary}), so results compare line by line
 * with saved {@code ab} output.
 *
 * @param text preformatted lines for a {@code <pre>} block
 */
public record ApacheBenchBlock(String text) {

  static ApacheBenchBlock of(RunSummary run) {
    return new ApacheBenchBlock(AbSummary.of(run).render().stripTrailing());
  }
}
