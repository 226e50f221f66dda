package io.throng.report.aggregate;

import java.util.List;

/**
 * A request's OK responses counted in the bands of {@link ResponseTimeRanges}, and its KOs apart,
 * as Gatling's "response time ranges" chart shows them.
 *
 * @param ranges the bands' bounds
 * @param ok how many OK responses fell in each band, fastest first: one more than the bounds
 * @param ko every KO, whatever its time
 */
public record RangeCounts(ResponseTimeRanges ranges, List<Long> ok, long ko) {

  public RangeCounts {
    ok = List.copyOf(ok);
    if (ok.size() != ranges.boundsMicros().size() + 1) {
      throw new IllegalArgumentException("ok must hold " + (ranges.boundsMicros().size() + 1) + " bands, was "
          + ok.size());
    }
  }

  /** No responses, in the default bands. */
  public static final RangeCounts NONE = new RangeCounts(ResponseTimeRanges.DEFAULT, List.of(0L, 0L, 0L), 0);
}
