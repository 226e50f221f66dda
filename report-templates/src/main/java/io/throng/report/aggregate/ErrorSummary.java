package io.throng.report.aggregate;

/** How many KOs of request {@code requestName} failed with {@code message} over the whole run. */
public record ErrorSummary(String message, String requestName, long count) {}
