package io.throng.report.aggregate;

/** Virtual users over the run: the most active at the end of any second, and how many started and finished. */
public record UserSummary(long peakActive, long started, long finished) {}
