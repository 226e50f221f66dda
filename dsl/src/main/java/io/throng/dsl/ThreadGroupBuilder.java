package io.throng.dsl;

import io.throng.dsl.model.InjectionProfile;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * JMeter's thread group, made by {@code threads(n).rampUp(d).loops(k)} and given to
 * {@link ScenarioBuilder#injectClosed(ThreadGroupBuilder)}. Immutable.
 *
 * <pre>{@code
 * api.injectClosed(threads(1500).rampUp(ofSeconds(1)).loops(10))          // seed 002
 * api.injectClosed(threads(50).rampUp(ofSeconds(10)).during(ofMinutes(5))) // loop until 5 min
 * }</pre>
 *
 * @see InjectionProfile.ThreadGroup when threads start and stop
 */
public final class ThreadGroupBuilder {

  private final InjectionProfile.ThreadGroup group;

  private ThreadGroupBuilder(InjectionProfile.ThreadGroup group) {
    this.group = group;
  }

  /**
   * Also stops threads from starting an iteration once {@code duration} has passed since the
   * group started, like JMeter's scheduler duration.
   */
  public ThreadGroupBuilder during(Duration duration) {
    return new ThreadGroupBuilder(new InjectionProfile.ThreadGroup(
        group.threads(), group.rampUp(), group.loops(), Optional.of(checkDuration(duration, group.rampUp()))));
  }

  InjectionProfile toModel() {
    return group;
  }

  private static Duration checkDuration(Duration duration, Duration rampUp) {
    Require.positive("during", duration);
    if (duration.compareTo(rampUp) < 0) {
      throw new IllegalArgumentException(
          "during must be >= the ramp-up " + rampUp + " so that every thread runs, was " + duration);
    }
    return duration;
  }

  /** The first part of {@code threads(n).rampUp(d).loops(k)}. */
  public static final class Threads {
    private final long threads;

    Threads(long threads) {
      this.threads = threads;
    }

    /** Thread {@code i} starts at {@code i * rampUp / threads}; zero starts them all at once. */
    public RampedThreads rampUp(Duration rampUp) {
      return new RampedThreads(threads, Require.notNegative("rampUp", rampUp));
    }
  }

  /** The second part of {@code threads(n).rampUp(d).loops(k)}. */
  public static final class RampedThreads {
    private final long threads;
    private final Duration rampUp;

    RampedThreads(long threads, Duration rampUp) {
      this.threads = threads;
      this.rampUp = rampUp;
    }

    /** Each thread runs the scenario {@code loops} times on its keep-alive connection, then stops. */
    public ThreadGroupBuilder loops(long loops) {
      return new ThreadGroupBuilder(new InjectionProfile.ThreadGroup(
          threads, rampUp, OptionalLong.of(Require.atLeast("loops", 1, loops)), Optional.empty()));
    }

    /** Each thread runs the scenario again and again until {@code duration} has passed (JMeter's "infinite"). */
    public ThreadGroupBuilder during(Duration duration) {
      return new ThreadGroupBuilder(new InjectionProfile.ThreadGroup(
          threads, rampUp, OptionalLong.empty(), Optional.of(checkDuration(duration, rampUp))));
    }
  }
}
