/**
 * The engine's entry point: {@link io.throng.engine.Engine#run} takes a simulation class and
 * runs it, writing the run log that the report is built from; {@link io.throng.engine.RunOptions}
 * say how, and {@link io.throng.engine.RunResult} what came of it. The run itself is conducted by
 * {@code run}, through the stages named after the data flow: {@code schedule}, {@code user},
 * {@code http}, {@code stats}, {@code runlog}. The engine never imports the report or Maven.
 */
package io.throng.engine;
