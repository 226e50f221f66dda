package io.throng.app;

/**
 * How a run of the app ended, as its JVM's exit status: the one vocabulary the app, the Maven
 * plugin and the Kubernetes goal share, so each maps the same status to the same build result.
 *
 * <pre>{@code
 * ExitStatus status = ExitStatus.of(process.waitFor());
 * if (status == ExitStatus.ASSERTIONS_FAILED) { ... }
 * }</pre>
 */
public enum ExitStatus {

  /** The run completed and its assertions passed (or it had none). */
  COMPLETED(0, "PASSED", true),

  /** The run completed but at least one assertion failed. */
  ASSERTIONS_FAILED(1, "FAILED", true),

  /**
   * The tool could not run the simulation to the end (bad arguments, unknown simulation, an
   * exception, a stopped JVM); stderr says why in its last line.
   */
  TOOL_ERROR(2, "ERROR", false),

  /**
   * The run completed and its assertions passed, but its load generator was saturated for long
   * enough to make it invalid, and {@code loadtest.failOnInvalid} is true.
   */
  RUN_INVALID(3, "INVALID", true);

  private final int code;
  private final String word;
  private final boolean ranToEnd;

  ExitStatus(int code, String word, boolean ranToEnd) {
    this.code = code;
    this.word = word;
    this.ranToEnd = ranToEnd;
  }

  /** The process exit code. */
  public int code() {
    return code;
  }

  /** A word for a summary line: {@code PASSED}, {@code FAILED} (assertions), {@code ERROR} or {@code INVALID}. */
  public String word() {
    return word;
  }

  /**
   * Whether a run that ended so went to its end and logged all of it, whatever its verdict: a
   * shard that did is merged whole, one that did not marks the merge partial.
   */
  public boolean ranToEnd() {
    return ranToEnd;
  }

  /**
   * The status a process exit code stands for: any code that is not one of these (an error, a JVM
   * ended by a signal) is a {@link #TOOL_ERROR}.
   */
  public static ExitStatus of(int code) {
    for (ExitStatus status : values()) {
      if (status.code == code) {
        return status;
      }
    }
    return TOOL_ERROR;
  }
}
