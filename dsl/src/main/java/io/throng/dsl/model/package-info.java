/**
 * The engine's only input: immutable records and sealed interfaces that describe a simulation
 * after the DSL has validated it. Built by {@link io.throng.dsl.Simulation#toPlan()}; nothing
 * here has behaviour, threads or I/O, and nothing here imports the engine.
 */
package io.throng.dsl.model;
