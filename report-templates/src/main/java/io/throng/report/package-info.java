/**
 * Builds the static HTML report of a run from its run log: {@link
 * io.throng.report.ReportGenerator#generate(java.nio.file.Path, java.nio.file.Path)} is the one
 * entry point. The pipeline runs {@code aggregate} (run log to numbers), {@code view} (numbers to
 * formatted text) and {@code render} (text to HTML); {@code assertion} checks a simulation's
 * assertions on the numbers and writes them as JUnit XML. Uses only {@code io.throng.engine.runlog}
 * from the engine and the DSL's model, and never imports Netty or Maven.
 */
package io.throng.report;
