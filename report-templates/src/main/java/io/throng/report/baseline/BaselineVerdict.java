package io.throng.report.baseline;

import java.util.Locale;

/** What a metric of the judged runs did against the baseline, beyond its tolerance or not. */
public enum BaselineVerdict {
  /** Worse than the baseline by more than the tolerance, beyond the run-to-run noise. */
  REGRESSED,
  /** Better than the baseline by more than the tolerance, beyond the run-to-run noise. */
  IMPROVED,
  /** Within the tolerance, the run-to-run noise included. */
  UNCHANGED,
  /** The noise leaves both answers open: more runs would decide. */
  INCONCLUSIVE;

  /** The verdict in lower case, as the console, summary.md and junit.xml word it. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
