/**
 * Checks a simulation's assertions against the final figures of its run and writes them as JUnit
 * XML: {@link io.throng.report.assertion.RunVerdict} hands the {@code aggregate} package's {@code
 * RunSummary} to the engine's evaluator (the one that also judges abort-on-fail assertions during a
 * run) and fails the assertion that stopped a run, and {@link io.throng.report.assertion.JUnitXml}
 * writes the results for CI. Imports the DSL's model, {@code aggregate} and the engine's {@code
 * assertion} package, never the rest of the engine, HTML or Freemarker.
 */
package io.throng.report.assertion;
