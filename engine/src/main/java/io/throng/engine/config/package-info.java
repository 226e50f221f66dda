/**
 * The run's configuration: Typesafe Config's layers (the engine's {@code reference.conf}, the
 * user's {@code loadtest.conf}, system properties, explicit overrides) read into typed engine
 * settings and handed to simulations as a {@link io.throng.dsl.SimulationConfig}.
 */
package io.throng.engine.config;
