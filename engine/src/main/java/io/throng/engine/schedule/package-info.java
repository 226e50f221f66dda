/**
 * When virtual users start and how long they keep going: the workload models. Open profiles
 * become exact start offsets ({@link io.throng.engine.schedule.InjectionSchedule}) and closed
 * ones exact concurrency levels ({@link io.throng.engine.schedule.ConcurrencyCurve}), both pure
 * functions that store nothing per user; {@link io.throng.engine.schedule.PopulationInjection}
 * runs them on the injector's thread and answers each user's {@code Workload} questions, and
 * {@link io.throng.engine.schedule.Throttle} caps requests per second. Each is made for one
 * {@link io.throng.engine.config.Shard} of the run, so that the shards of a run together run
 * exactly the unsharded workload. Must not import the HTTP client, the stats or Netty.
 */
package io.throng.engine.schedule;
