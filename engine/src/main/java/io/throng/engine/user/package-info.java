/**
 * Virtual users: each a small state machine over its scenario's compiled actions, owned by one
 * Netty event loop for its whole life, so it needs no locks. Pauses are timers on that loop.
 * A user asks its population's {@link io.throng.engine.user.Workload} whether to loop and when
 * it may send; {@link io.throng.engine.user.ActiveUsers} knows which users are running.
 */
package io.throng.engine.user;
