/**
 * What simulation authors write against: extend {@link io.throng.dsl.Simulation} and reach
 * everything else through {@code import static io.throng.dsl.Dsl.*}. Builders are immutable
 * and validate where the user typed a value; the result is handed to the engine as an
 * {@link io.throng.dsl.model.SimulationPlan}. This package depends on the JDK only.
 */
package io.throng.dsl;
