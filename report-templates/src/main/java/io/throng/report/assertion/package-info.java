/**
 * Checks a simulation's assertions against the figures of its run and writes them as JUnit XML:
 * {@link io.throng.report.assertion.AssertionEvaluator} turns each {@code AssertionSpec} of the
 * DSL's model into {@link io.throng.report.assertion.AssertionResult}s using the {@code
 * aggregate} package's {@code RunSummary}, and {@link io.throng.report.assertion.JUnitXml}
 * writes them for CI. Imports the DSL's model and {@code aggregate}, never the engine, HTML or
 * Freemarker.
 */
package io.throng.report.assertion;
