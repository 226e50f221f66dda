/**
 * The command-line entry points: {@link io.throng.app.Main} finds a simulation with {@link
 * io.throng.app.SimulationCatalog}, runs it with the engine's {@code LoadTest}, then writes its
 * report with {@code ReportGenerator}; {@link io.throng.app.CompareCommand}, {@link
 * io.throng.app.SweepCommand} and {@link io.throng.app.AbSummaryCommand} read finished run folders
 * into a comparison, a sweep report or an ApacheBench-style summary. This is the one place that
 * composes the engine and the report, so that neither depends on the other; the Maven plugin forks
 * a JVM on these classes. It imports only the entry packages {@code io.throng.dsl}, {@code
 * io.throng.engine} and {@code io.throng.report}, never their internals.
 */
package io.throng.app;
