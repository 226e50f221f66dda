package io.throng.engine.schedule;

import io.throng.engine.user.Workload;

/** Starts one virtual user; the engine puts it on an event loop. Called from the injector's thread. */
@FunctionalInterface
public interface UserStarter {

  /**
   * @param intendedNanos when the user was meant to start ({@link System#nanoTime()} clock): its
   *     first request's response time counts from there, so a late start shows
   * @param workload what the user asks while it runs
   */
  void start(long intendedNanos, Workload workload);
}
