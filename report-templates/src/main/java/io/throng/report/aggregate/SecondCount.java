package io.throng.report.aggregate;

/** Requests that completed in one second of the run, {@code [second, second + 1)} after the start. */
public record SecondCount(long second, long ok, long ko) {

  public long total() {
    return ok + ko;
  }
}
