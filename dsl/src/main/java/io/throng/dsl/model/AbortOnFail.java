package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/**
 * Makes an assertion stop the run as soon as it fails: it is judged once a second on the figures
 * so far, and its first failure ends the run gracefully (injection stops, requests in flight get
 * the grace period), as k6's {@code abortOnFail}. Before {@code delay} has passed and before
 * {@code minRequests} requests have completed it is not judged, so that a noisy first second does
 * not end the run (k6's {@code delayAbortEval}).
 *
 * @param delay how long after the start the assertion is first judged; zero for at once
 * @param minRequests how many requests (OK and KO, all names) must have completed first
 */
public record AbortOnFail(Duration delay, long minRequests) {

  /** Judged from the first second on. */
  public static final AbortOnFail AT_ONCE = new AbortOnFail(Duration.ZERO, 0);

  public AbortOnFail {
    Objects.requireNonNull(delay, "delay");
  }
}
