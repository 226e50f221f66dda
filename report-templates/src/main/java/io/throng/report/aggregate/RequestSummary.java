package io.throng.report.aggregate;

/**
 * One request name over the whole run. Response times cover OK and KO requests together, as the
 * run log records both and a KO that took 30 s (a timeout) is a response time users felt.
 */
public record RequestSummary(String name, long ok, long ko, ResponseTimes times) {

  public long count() {
    return ok + ko;
  }
}
