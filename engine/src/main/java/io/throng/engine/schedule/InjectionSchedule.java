package io.throng.engine.schedule;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import java.util.List;

/**
 * The intended start offsets of one population's users: user {@code i} (from 0) starts
 * {@link #offsetNanos(long) offsetNanos(i)} after the run's start. Pure: no clock, no state.
 *
 * <pre>{@code
 * InjectionSchedule s = InjectionSchedule.of(new InjectionProfile.Open(List.of(
 *     new OpenStep.AtOnce(2), new OpenStep.Ramp(3, Duration.ofSeconds(3)))));
 * s.size();          // 5
 * s.offsetNanos(3);  // 1 s: the ramp starts at 0 and spreads 3 users over 3 s
 * }</pre>
 *
 * <p>Open steps follow one another: a step starts when the previous one's duration has passed.
 * Inside a ramp of {@code n} users over {@code d}, user {@code k} starts at {@code k * d / n}
 * (integer nanoseconds, rounded down), so the first starts with the step and none at its end.
 */
public final class InjectionSchedule {

  private final long[] stepUsers;
  private final long[] stepDurationNanos;
  private final long[] stepStartNanos;
  private final long size;

  private InjectionSchedule(List<OpenStep> steps) {
    int n = steps.size();
    stepUsers = new long[n];
    stepDurationNanos = new long[n];
    stepStartNanos = new long[n];
    long users = 0;
    long start = 0;
    for (int i = 0; i < n; i++) {
      OpenStep step = steps.get(i);
      stepUsers[i] = step.users();
      stepDurationNanos[i] = step.duration().toNanos();
      stepStartNanos[i] = start;
      users += step.users();
      start += stepDurationNanos[i];
    }
    size = users;
  }

  public static InjectionSchedule of(InjectionProfile profile) {
    // Java 17 has no pattern switch; one profile kind so far.
    return new InjectionSchedule(((InjectionProfile.Open) profile).steps());
  }

  /** How many users this population starts in all. */
  public long size() {
    return size;
  }

  /** When user {@code index} starts, in nanoseconds after the run's start. */
  public long offsetNanos(long index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("user index " + index + " outside [0, " + size + ")");
    }
    long first = 0;
    for (int i = 0; i < stepUsers.length; i++) {
      long users = stepUsers[i];
      if (index < first + users) {
        return stepStartNanos[i] + spread(index - first, users, stepDurationNanos[i]);
      }
      first += users;
    }
    throw new AssertionError("index " + index + " not in any step");
  }

  /** {@code k * duration / users} without overflow for realistic sizes (users below 3e9). */
  private static long spread(long k, long users, long durationNanos) {
    return k * (durationNanos / users) + k * (durationNanos % users) / users;
  }
}
