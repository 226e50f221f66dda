package io.throng.report.aggregate;

import java.util.Locale;
import java.util.Optional;

/**
 * How a run ended, in the one word every output uses (the console, the page's headline,
 * {@code stats.json}, {@code summary.md} and {@code junit.xml}), read from the run log's
 * {@code END} reason: {@code completed}, {@code max-duration}, {@code aborted} or
 * {@code interrupted}; a log without {@code END} was cut off (a killed JVM).
 *
 * <pre>{@code
 * RunOutcome outcome = run.outcome(); // RunOutcome.INTERRUPTED after Ctrl-C
 * System.out.println("Run " + outcome.word()); // Run interrupted
 * }</pre>
 */
public enum RunOutcome {
  COMPLETED("completed"),
  STOPPED_AT_MAX_DURATION("stopped at max duration"),
  ABORTED_BY_ASSERTION("aborted by an assertion"),
  INTERRUPTED("interrupted"),
  CUT_OFF("cut off");

  private final String word;

  RunOutcome(String word) {
    this.word = word;
  }

  /**
   * The outcome of a run that ended as {@code end} says, empty when its log has no {@code END}.
   * Merged logs join their reasons ({@code completed, interrupted}): the worst one stands.
   */
  public static RunOutcome of(Optional<Ending> end) {
    if (end.isEmpty()) {
      return CUT_OFF;
    }
    String reason = end.get().reason();
    if (reason.contains("interrupted")) {
      return INTERRUPTED;
    }
    if (end.get().abort().isPresent() || reason.contains("aborted")) {
      return ABORTED_BY_ASSERTION;
    }
    return reason.contains("max-duration") ? STOPPED_AT_MAX_DURATION : COMPLETED;
  }

  /** {@code completed}, {@code stopped at max duration}, {@code aborted by an assertion}, ... */
  public String word() {
    return word;
  }

  /** The word capitalized, for a headline: {@code Interrupted}. */
  public String title() {
    return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
  }

  /**
   * Whether the run went to its own end (all its users done, its maxDuration or an abort-on-fail
   * assertion); false when something outside stopped it (Ctrl-C, a cancelled CI job, a kill), so
   * its figures cover only part of what it planned.
   */
  public boolean ranToItsEnd() {
    return this != INTERRUPTED && this != CUT_OFF;
  }
}
