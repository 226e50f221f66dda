package io.throng.report.aggregate;

/** Virtual users active at the end of one second of the run, summed over the merged run logs. */
public record SecondUsers(long second, long active) {}
