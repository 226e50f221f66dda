/**
 * The Maven plugin ({@code loadtest:run}, {@code loadtest:report}, {@code loadtest:compare},
 * {@code loadtest:sweep}, {@code loadtest:kubernetes}): each Mojo holds only parameters and makes
 * one call; {@link io.throng.maven.SimulationRunner} resolves the simulation and forks a JVM on the
 * app's {@code Main} (once per level for a sweep, through {@code ForkedSweep}), and {@code
 * FailureMapping} turns its exit status into the build's result. No load-testing logic lives here: of Throng it
 * imports only the entry package {@code io.throng.app}, never the engine, the report or the DSL,
 * which run in the forked JVM or the cluster; {@code io.throng.kubernetes} only from {@code
 * io.throng.maven.kubernetes}, which {@code KubernetesClassLoader} loads with it when {@code
 * loadtest:kubernetes} runs, so that no other goal has the Kubernetes client on its class path.
 */
package io.throng.maven;
