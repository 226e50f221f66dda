package io.throng.dsl;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.OpenStep;
import java.time.Duration;

/**
 * An open step given as an arrival rate in users per second (a real number), made by
 * {@code constantUsersPerSec(r).during(d)} or {@code rampUsersPerSec(r1).to(r2).during(d)}.
 * Immutable. Arrivals are evenly placed unless {@link #randomized()}.
 *
 * <pre>{@code
 * constantUsersPerSec(100).during(ofSeconds(10))                 // 1,000 users, 10 ms apart
 * constantUsersPerSec(100).during(ofSeconds(10)).randomized(42)  // 1,000 users, Poisson, repeatable
 * rampUsersPerSec(1).to(50).during(ofMinutes(2))
 * }</pre>
 */
public final class RateInjectionStep extends OpenInjectionStep {

  private RateInjectionStep(OpenStep step) {
    super(step);
  }

  /**
   * The same number of users, placed at random like a Poisson process of this rate (see
   * {@link Arrivals}), seeded by {@code -Dloadtest.seed} or by a fresh seed the run prints.
   */
  public RateInjectionStep randomized() {
    return with(Arrivals.poisson());
  }

  /** Like {@link #randomized()}, repeating exactly for the same {@code seed}. */
  public RateInjectionStep randomized(long seed) {
    return with(Arrivals.poisson(seed));
  }

  private RateInjectionStep with(Arrivals arrivals) {
    OpenStep step = toModel();
    if (step instanceof OpenStep.ConstantRate constant) {
      return new RateInjectionStep(new OpenStep.ConstantRate(constant.usersPerSec(), constant.duration(), arrivals));
    }
    OpenStep.RampRate ramp = (OpenStep.RampRate) step;
    return new RateInjectionStep(
        new OpenStep.RampRate(ramp.fromUsersPerSec(), ramp.toUsersPerSec(), ramp.duration(), arrivals));
  }

  /** The first half of {@code constantUsersPerSec(r).during(d)}. */
  public static final class Constant {
    private final double usersPerSec;

    Constant(double usersPerSec) {
      this.usersPerSec = usersPerSec;
    }

    /** Users arrive at this rate for {@code duration}. */
    public RateInjectionStep during(Duration duration) {
      return new RateInjectionStep(
          new OpenStep.ConstantRate(usersPerSec, Require.positive("during", duration), Arrivals.EVEN));
    }
  }

  /** The first part of {@code rampUsersPerSec(r1).to(r2).during(d)}. */
  public static final class From {
    private final double from;

    From(double from) {
      this.from = from;
    }

    /** The rate reached at the end of the step. */
    public FromTo to(double usersPerSec) {
      Require.atLeast("to", 0.0, usersPerSec);
      if (from == 0 && usersPerSec == 0) {
        throw new IllegalArgumentException(
            "rampUsersPerSec needs a rate above 0 at one end at least, was 0.0 to 0.0 (use nothingFor(d) to wait)");
      }
      return new FromTo(from, usersPerSec);
    }
  }

  /** The last part of {@code rampUsersPerSec(r1).to(r2).during(d)}. */
  public static final class FromTo {
    private final double from;
    private final double to;

    FromTo(double from, double to) {
      this.from = from;
      this.to = to;
    }

    /** The rate changes linearly over {@code duration}. */
    public RateInjectionStep during(Duration duration) {
      return new RateInjectionStep(new OpenStep.RampRate(from, to, Require.positive("during", duration), Arrivals.EVEN));
    }
  }
}
