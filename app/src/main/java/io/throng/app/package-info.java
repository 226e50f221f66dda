/**
 * The command-line entry point: {@link io.throng.app.Main} finds a simulation with {@link
 * io.throng.app.SimulationCatalog}, runs it with the engine's {@code Engine.run}, then writes its
 * report with {@code ReportGenerator}. This is the one place that composes the engine and the
 * report, so that neither depends on the other; the Maven plugin forks a JVM on {@code Main}.
 * It imports only the entry packages {@code io.throng.dsl}, {@code io.throng.engine} and {@code
 * io.throng.report} (with the assertion results the report returns), never their internals.
 */
package io.throng.app;
