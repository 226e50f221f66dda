package io.throng.report.aggregate;

/**
 * How a run ended, from its {@code END} record: when, and why ({@code completed},
 * {@code max-duration}, {@code interrupted}, ...). Kept apart from the run log's own record type
 * so that only this package depends on the log format.
 */
public record Ending(long epochMillis, String reason) {}
