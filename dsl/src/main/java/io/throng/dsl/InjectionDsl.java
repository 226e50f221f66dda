package io.throng.dsl;

import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.ThrottleStep;
import java.time.Duration;

/**
 * The workload half of the language: when users start, how long they keep going, and how fast
 * requests may go. Reached through {@code import static io.throng.dsl.Dsl.*} ({@link Dsl}
 * inherits every method here).
 *
 * <p>"2 users every 3 s for 1800 s", in its two meanings:
 *
 * <pre>{@code
 * // open: 1,200 arrivals at 0, 0, 3, 3, 6, 6, ... s; each runs the scenario once
 * browse.injectOpen(users(2).every(ofSeconds(3)).during(ofSeconds(1800)))
 * // closed: looping users whose number grows by 2 every 3 s, up to 1,200 (nGrinder's ramp-up)
 * browse.injectClosed(addUsers(2).every(ofSeconds(3)).during(ofSeconds(1800)))
 * }</pre>
 */
public class InjectionDsl {

  InjectionDsl() {}

  // ---- open model: users arrive, each runs the scenario once

  /** No user starts for {@code duration}. */
  public static OpenInjectionStep nothingFor(Duration duration) {
    return new OpenInjectionStep(new OpenStep.Nothing(Require.positive("nothingFor", duration)));
  }

  /** Starts {@code users} users at once. */
  public static OpenInjectionStep atOnceUsers(long users) {
    return new OpenInjectionStep(new OpenStep.AtOnce(Require.atLeast("users", 1, users)));
  }

  /** Starts {@code users} users spread evenly over a duration: {@code rampUsers(100).during(ofSeconds(10))}. */
  public static OpenInjectionStep.Ramp rampUsers(long users) {
    return new OpenInjectionStep.Ramp(Require.atLeast("users", 1, users));
  }

  /**
   * Users arrive at a constant rate (a real number of users per second):
   * {@code constantUsersPerSec(100).during(ofSeconds(10))} is 1,000 users, 10 ms apart; add
   * {@code .randomized()} for Poisson arrivals.
   */
  public static RateInjectionStep.Constant constantUsersPerSec(double usersPerSec) {
    return new RateInjectionStep.Constant(Require.positive("usersPerSec", usersPerSec));
  }

  /** The arrival rate moves linearly: {@code rampUsersPerSec(1).to(50).during(ofMinutes(2))}. */
  public static RateInjectionStep.From rampUsersPerSec(double usersPerSec) {
    return new RateInjectionStep.From(Require.atLeast("usersPerSec", 0.0, usersPerSec));
  }

  /** A sudden peak, smoothed: {@code stressPeakUsers(1000).during(ofSeconds(20))}. */
  public static OpenInjectionStep.StressPeak stressPeakUsers(long users) {
    return new OpenInjectionStep.StressPeak(Require.atLeast("users", 1, users));
  }

  /**
   * Stairs of rates:
   * {@code incrementUsersPerSec(10).times(5).eachLevelLasting(ofMinutes(1)).separatedByRampsLasting(ofSeconds(10)).startingFrom(10)}.
   */
  public static UsersPerSecStairs.Increment incrementUsersPerSec(double usersPerSec) {
    return new UsersPerSecStairs.Increment(Require.positive("usersPerSec", usersPerSec));
  }

  /** Groups of users arriving together: {@code users(2).every(ofSeconds(3)).during(ofSeconds(1800))}. */
  public static OpenInjectionStep.Users users(long users) {
    return new OpenInjectionStep.Users(Require.atLeast("users", 1, users));
  }

  // ---- closed model: a number of concurrent users is held, each looping the scenario

  /** Holds a number of looping users: {@code constantConcurrentUsers(10).during(ofMinutes(5))}. */
  public static ClosedInjectionStep.Constant constantConcurrentUsers(long users) {
    return new ClosedInjectionStep.Constant(Require.atLeast("users", 1, users));
  }

  /** Moves the number of looping users: {@code rampConcurrentUsers(10).to(100).during(ofMinutes(5))}. */
  public static ClosedInjectionStep.From rampConcurrentUsers(long users) {
    return new ClosedInjectionStep.From(Require.atLeast("users", 0, users));
  }

  /**
   * Stairs of concurrency levels:
   * {@code incrementConcurrentUsers(100).times(3).eachLevelLasting(ofMinutes(5)).separatedByRampsLasting(ofSeconds(30))}.
   */
  public static ConcurrentUsersStairs.Increment incrementConcurrentUsers(long users) {
    return new ConcurrentUsersStairs.Increment(Require.atLeast("users", 1, users));
  }

  /**
   * Grows the number of looping users step by step, nGrinder style:
   * {@code addUsers(2).every(ofSeconds(3)).during(ofSeconds(1800))} reaches 1,200.
   */
  public static ClosedInjectionStep.Add addUsers(long users) {
    return new ClosedInjectionStep.Add(Require.atLeast("users", 1, users));
  }

  /** JMeter's thread group: {@code threads(1500).rampUp(ofSeconds(1)).loops(10)}. */
  public static ThreadGroupBuilder.Threads threads(long threads) {
    return new ThreadGroupBuilder.Threads(Require.atLeast("threads", 1, threads));
  }

  /** ApacheBench's {@code -n}: {@code requests(10_000).concurrency(10)}, optionally {@code .timeLimit(d)}. */
  public static RequestBudgetBuilder.Requests requests(long requests) {
    return new RequestBudgetBuilder.Requests(Require.atLeast("requests", 1, requests));
  }

  // ---- throttling: a cap on requests per second across all users

  /** Moves the cap linearly to {@code requestsPerSec}: {@code reachRps(100).in(ofSeconds(10))}. */
  public static Throttling.Reach reachRps(double requestsPerSec) {
    return new Throttling.Reach(Require.positive("requestsPerSec", requestsPerSec));
  }

  /** Keeps the cap where it is for {@code duration}. */
  public static Throttling holdFor(Duration duration) {
    return new Throttling(new ThrottleStep.Hold(Require.positive("holdFor", duration)));
  }

  /** Sets the cap to {@code requestsPerSec} at once. */
  public static Throttling jumpToRps(double requestsPerSec) {
    return new Throttling(new ThrottleStep.Jump(Require.positive("requestsPerSec", requestsPerSec)));
  }
}
