/**
 * Example simulations to copy from: each is one short class that uses only the DSL and runs
 * against the engine's embedded demo target unless {@code -Dloadtest.baseUrl} points elsewhere.
 * Run one with {@code mvn -pl simulations loadtest:run -Dsimulation=<SimpleName>}; the seed
 * experiments (each class's Javadoc names its seed and the original command) read their scale from
 * the configuration. This package imports {@code io.throng.dsl} and the JDK, never the engine.
 */
package io.throng.simulations;
