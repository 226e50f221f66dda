package io.throng.report;

import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;

/** Histograms for tests that write real run logs with {@code RunLogWriter}. */
public final class RunLogFixture {

  /** 2024-05-01T12:00:00.250Z: a start with milliseconds, to catch rounding to whole seconds. */
  public static final long START = 1_714_564_800_250L;

  private RunLogFixture() {}

  /** A histogram of the run log's shape holding {@code micros}. */
  public static Histogram histogram(long... micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    for (long value : micros) {
      histogram.recordValue(value);
    }
    return histogram;
  }

  /** A histogram holding {@code count} responses of {@code micros} each. */
  public static Histogram repeated(long count, long micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValueWithCount(micros, count);
    return histogram;
  }
}
