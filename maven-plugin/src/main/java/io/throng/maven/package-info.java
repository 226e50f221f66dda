/**
 * The Maven plugin ({@code loadtest:run}): {@link io.throng.maven.RunMojo} holds only
 * parameters, {@link io.throng.maven.SimulationRunner} resolves the simulation and forks a JVM
 * on the app's {@code Main}, and {@code FailureMapping} turns its exit status into the build's
 * result. No load-testing logic lives here: of Throng it imports only {@code io.throng.app},
 * never the engine, the report or the DSL, which run in the forked JVM.
 */
package io.throng.maven;
