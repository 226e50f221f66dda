package io.throng.report.aggregate;

/**
 * How many requests took between {@code lowMicros} (inclusive) and {@code highMicros}: one bar
 * of the response-time distribution.
 */
public record DistributionBin(long lowMicros, long highMicros, long count) {}
