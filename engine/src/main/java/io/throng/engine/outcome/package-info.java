/**
 * The words a request's outcome is told in, shared by every stage that tells or records one: why
 * it failed ({@link io.throng.engine.outcome.FailureKind}) and the protocol it went out on
 * ({@link io.throng.engine.outcome.Protocol}). The bottom of the engine: the client, the checks,
 * the users, the stats and the live metrics all use it, so it imports nothing but the JDK.
 */
package io.throng.engine.outcome;
