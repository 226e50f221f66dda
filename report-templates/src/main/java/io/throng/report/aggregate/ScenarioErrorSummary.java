package io.throng.report.aggregate;

/**
 * How many times over the run step {@code step} of scenario {@code scenario} (such as
 * {@code exec #2}) threw an {@code exceptionClass} with {@code message} instead of running. These
 * crashes are no requests: they count in no request's OK or KO.
 */
public record ScenarioErrorSummary(String scenario, String step, String exceptionClass, String message, long count) {}
