/**
 * Builds the static HTML report of a run from its run log ({@link io.throng.report.ReportGenerator}),
 * the comparison of several runs ({@link io.throng.report.ComparisonGenerator}), the report of a
 * sweep of load levels ({@link io.throng.report.SweepGenerator}) and a run in ApacheBench's layout
 * ({@link io.throng.report.ReportGenerator#abSummary(java.nio.file.Path)}). The pipeline runs
 * {@code aggregate} (run log to numbers), {@code compare}, {@code sweep} and {@code ab} (runs to
 * figures), {@code view} (numbers to formatted text) and {@code render} (text to HTML);
 * {@code assertion} checks a simulation's assertions on the numbers and writes them as JUnit XML.
 * Uses only {@code io.throng.engine.runlog} from the engine and the DSL's model, and never imports
 * Netty or Maven.
 */
package io.throng.report;
