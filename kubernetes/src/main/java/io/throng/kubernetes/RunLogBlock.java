package io.throng.kubernetes;

import java.util.List;

/**
 * Finds a shard's run log in its pod's log, where the app prints it after the run ({@code
 * --print-run-log}) between {@value #BEGIN} and {@value #END}, its lines verbatim. The pod's log
 * also holds the live console and anything the simulation printed, so the markers must stand
 * alone on their lines; the last block wins, since the app prints it once, at the very end.
 */
final class RunLogBlock {

  static final String BEGIN = "-----BEGIN THRONG RUN LOG-----";
  static final String END = "-----END THRONG RUN LOG-----";

  private RunLogBlock() {}

  /**
   * The run log's lines, each ending in {@code \n}.
   *
   * @throws IllegalArgumentException when {@code podLog} holds no complete block; the message
   *     says what is missing
   */
  static String extract(String podLog) {
    // Run log fields escape \r and \n, so any line break in the pod's log ends a record.
    List<String> lines = podLog.lines().toList();
    int begin = lines.lastIndexOf(BEGIN);
    if (begin < 0) {
      throw new IllegalArgumentException(
          "its log has no line " + BEGIN + ": the app did not get to print its run log");
    }
    int end = lines.subList(begin + 1, lines.size()).indexOf(END);
    if (end < 0) {
      throw new IllegalArgumentException(
          "its log has no line " + END + " after " + BEGIN + ": the log was cut off (the"
              + " kubelet keeps at most containerLogMaxSize, 10 MiB by default, of a pod's log)");
    }
    if (end == 0) {
      throw new IllegalArgumentException("its run log, between " + BEGIN + " and " + END
          + ", is empty");
    }
    StringBuilder runLog = new StringBuilder();
    for (String line : lines.subList(begin + 1, begin + 1 + end)) {
      runLog.append(line).append('\n');
    }
    return runLog.toString();
  }
}
