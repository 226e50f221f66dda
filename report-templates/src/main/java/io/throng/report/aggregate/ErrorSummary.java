package io.throng.report.aggregate;

/**
 * How many KOs of request {@code requestName} failed with {@code message} over the whole run;
 * {@code kind} is the engine's failure kind ({@code CONNECT}, {@code TIMEOUT}, {@code STATUS},
 * {@code CHECK}, ...).
 */
public record ErrorSummary(String message, String requestName, String kind, long count) {}
