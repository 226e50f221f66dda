package io.throng.dsl;

import io.throng.dsl.model.ClosedStep;
import java.time.Duration;

/**
 * A complete step of a closed injection profile, made by the closed-model factories of
 * {@link InjectionDsl} ({@code constantConcurrentUsers(10).during(ofMinutes(5))}, ...). Immutable.
 * Steps given to {@link ScenarioBuilder#injectClosed(ClosedInjectionStep...)} run one after
 * another; each user runs its scenario again and again while its slot is wanted.
 *
 * <pre>{@code
 * browse.injectClosed(addUsers(2).every(ofSeconds(3)).during(ofMinutes(30)))
 * }</pre>
 *
 * @see ClosedStep what happens when the level rises, drops and ends
 */
public class ClosedInjectionStep {

  private final ClosedStep step;

  ClosedInjectionStep(ClosedStep step) {
    this.step = step;
  }

  ClosedStep toModel() {
    return step;
  }

  /** The first half of {@code constantConcurrentUsers(n).during(d)}. */
  public static final class Constant {
    private final long users;

    Constant(long users) {
      this.users = users;
    }

    /** Holds the users for {@code duration}. */
    public ClosedInjectionStep during(Duration duration) {
      return new ClosedInjectionStep(new ClosedStep.Constant(users, Require.positive("during", duration)));
    }
  }

  /** The first part of {@code rampConcurrentUsers(a).to(b).during(d)}. */
  public static final class From {
    private final long from;

    From(long from) {
      this.from = from;
    }

    /** The level reached at the end of the ramp. */
    public FromTo to(long users) {
      Require.atLeast("to", 0, users);
      if (from == users) {
        throw new IllegalArgumentException(
            "rampConcurrentUsers needs two different levels, was " + from + " to " + users
                + " (use constantConcurrentUsers(" + users + ").during(d) to hold a level)");
      }
      return new FromTo(from, users);
    }
  }

  /** The last part of {@code rampConcurrentUsers(a).to(b).during(d)}. */
  public static final class FromTo {
    private final long from;
    private final long to;

    FromTo(long from, long to) {
      this.from = from;
      this.to = to;
    }

    /** Moves the level one user at a time, evenly over {@code duration}. */
    public ClosedInjectionStep during(Duration duration) {
      return new ClosedInjectionStep(new ClosedStep.Ramp(from, to, Require.positive("during", duration)));
    }
  }

  /** The first part of {@code addUsers(n).every(period).during(d)}. */
  public static final class Add {
    private final long users;

    Add(long users) {
      this.users = users;
    }

    /** How often the level grows. */
    public AddEvery every(Duration period) {
      return new AddEvery(users, Require.positive("every", period));
    }
  }

  /** The last part of {@code addUsers(n).every(period).during(d)}. */
  public static final class AddEvery {
    private final long users;
    private final Duration period;

    AddEvery(long users, Duration period) {
      this.users = users;
      this.period = period;
    }

    /** Grows the level at 0, {@code period}, {@code 2 * period}, ... while before {@code duration}. */
    public ClosedInjectionStep during(Duration duration) {
      return new ClosedInjectionStep(new ClosedStep.Add(users, period, Require.positive("during", duration)));
    }
  }
}
