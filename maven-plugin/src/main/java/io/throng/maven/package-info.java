/**
 * The Maven plugin ({@code loadtest:run}, {@code loadtest:report}, {@code loadtest:kubernetes}):
 * each Mojo holds only parameters and makes one call; {@link io.throng.maven.SimulationRunner}
 * resolves the simulation and forks a JVM on the app's {@code Main}, and {@code FailureMapping}
 * turns its exit status into the build's result. No load-testing logic lives here: of Throng it
 * imports only the entry packages {@code io.throng.app} and {@code io.throng.kubernetes}, never
 * the engine, the report or the DSL, which run in the forked JVM or the cluster.
 */
package io.throng.maven;
