/**
 * Benchmarks, never run by the tests: JMH benchmarks of the engine's hot paths
 * ({@code java -jar benchmarks/target/benchmarks.jar}), and the simulations that
 * {@code benchmarks/run.sh} drives against nginx beside wrk. Figures come from here, not from
 * timed unit tests.
 */
package io.throng.benchmarks;
