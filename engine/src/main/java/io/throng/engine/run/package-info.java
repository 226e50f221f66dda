/**
 * The conductor of one run: {@link io.throng.engine.run.RunExecution} owns the run's threads and
 * event loops, holds it for an agreed start instant, starts each population's injection, has the
 * stats thread collect every second, watches abort-on-fail assertions, and stops the run through
 * the sequence that keeps every request counted. It composes the stages (schedule, user, http,
 * stats, run log) and is composed only by the engine's entry package, which it must not import.
 */
package io.throng.engine.run;
