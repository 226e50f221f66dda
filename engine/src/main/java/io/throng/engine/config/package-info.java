/**
 * The run's configuration: Typesafe Config's layers (the engine's {@code reference.conf}, the
 * user's {@code loadtest.conf}, system properties, explicit overrides) read into typed engine
 * settings and handed to simulations as a {@link io.throng.dsl.SimulationConfig}, with
 * {@link io.throng.engine.config.ClosestName}'s hints for a mistyped key; and the
 * {@link io.throng.engine.config.Shard} of the run this process plays, which the schedules, the
 * users and the feeders each take. A bottom package: it imports no other part of the engine.
 */
package io.throng.engine.config;
