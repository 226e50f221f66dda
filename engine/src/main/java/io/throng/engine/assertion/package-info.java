/**
 * Judges a simulation's assertions on the figures of a run: {@link
 * io.throng.engine.assertion.AssertionEvaluator} reads any {@link
 * io.throng.engine.assertion.RunFigures}, the report's final aggregates or the {@link
 * io.throng.engine.assertion.RunningFigures} of a run under way (abort-on-fail assertions), so the
 * same logic judges both. Imports the DSL's model and the run log's record types, never Netty.
 */
package io.throng.engine.assertion;
