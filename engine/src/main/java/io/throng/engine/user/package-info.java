/**
 * Virtual users: each a small state machine over its scenario's compiled actions, owned by one
 * Netty event loop for its whole life, so it needs no locks. Pauses are timers on that loop.
 * {@link io.throng.engine.user.ActiveUsers} knows which users are running and when all are done.
 */
package io.throng.engine.user;
