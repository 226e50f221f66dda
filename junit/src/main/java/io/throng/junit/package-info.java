/**
 * Simulations run from JUnit 5 tests or a {@code main()} in this JVM: {@link io.throng.junit.Throng}
 * and {@link io.throng.junit.LoadTest}. Composes the engine and the report as the command line
 * does; imports neither the app nor Maven.
 */
package io.throng.junit;
