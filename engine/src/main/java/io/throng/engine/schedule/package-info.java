/**
 * When virtual users start. {@link io.throng.engine.schedule.InjectionSchedule} turns an
 * injection profile into exact intended start offsets as a pure function of the user's index,
 * so a profile of millions of users allocates nothing per future user;
 * {@link io.throng.engine.schedule.Injector} starts users when their offset comes. Must not import
 * the HTTP client or the stats.
 */
package io.throng.engine.schedule;
