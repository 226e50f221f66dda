/**
 * Virtual users: {@link io.throng.engine.user.ScenarioCompiler} lays each scenario's step tree out
 * as a flat program of instructions (loops and branches are jumps), and each
 * {@link io.throng.engine.user.VirtualUser} runs it with a cursor and its immutable session, owned
 * by one Netty event loop for its whole life, so it needs no locks. Pauses are timers on that
 * loop. A user asks its population's {@link io.throng.engine.user.Workload} whether to loop and
 * when it may send; {@link io.throng.engine.user.ActiveUsers} knows which users are running.
 * Before second 0, {@link io.throng.engine.user.UserWarmup} runs users of a one-request scenario
 * against a loopback server of its own, so the JIT has compiled their path when the run starts.
 */
package io.throng.engine.user;
