package io.throng.dsl;

import io.throng.dsl.model.OpenStep;
import java.time.Duration;

/**
 * A complete step of an open injection profile, made by the open-model factories of
 * {@link InjectionDsl} ({@code atOnceUsers(10)}, {@code rampUsers(100).during(ofSeconds(10))},
 * ...). Immutable. Steps given to {@link ScenarioBuilder#injectOpen} run one after another.
 *
 * <pre>{@code
 * browse.injectOpen(nothingFor(ofSeconds(5)), atOnceUsers(10), users(2).every(ofSeconds(3)).during(ofMinutes(30)))
 * }</pre>
 */
public class OpenInjectionStep {

  private final OpenStep step;

  OpenInjectionStep(OpenStep step) {
    this.step = step;
  }

  OpenStep toModel() {
    return step;
  }

  /**
   * The first half of {@code rampUsers(n).during(d)}: it has only {@link #during(Duration)}, so
   * a ramp without its duration does not compile.
   */
  public static final class Ramp {
    private final long users;

    Ramp(long users) {
      this.users = users;
    }

    /** Spreads the users evenly over {@code duration}, the first starting at once. */
    public OpenInjectionStep during(Duration duration) {
      return new OpenInjectionStep(new OpenStep.Ramp(users, Require.positive("during", duration)));
    }
  }

  /** The first half of {@code stressPeakUsers(n).during(d)}. */
  public static final class StressPeak {
    private final long users;

    StressPeak(long users) {
      this.users = users;
    }

    /** Starts the users along a smoothed step over {@code duration}, most of them around its middle. */
    public OpenInjectionStep during(Duration duration) {
      return new OpenInjectionStep(new OpenStep.StressPeak(users, Require.positive("during", duration)));
    }
  }

  /** The first part of {@code users(n).every(period).during(d)}. */
  public static final class Users {
    private final long users;

    Users(long users) {
      this.users = users;
    }

    /** How often a group of users arrives. */
    public Every every(Duration period) {
      return new Every(users, Require.positive("every", period));
    }
  }

  /** The second part of {@code users(n).every(period).during(d)}. */
  public static final class Every {
    private final long users;
    private final Duration period;

    Every(long users, Duration period) {
      this.users = users;
      this.period = period;
    }

    /**
     * Starts the group at 0, {@code period}, {@code 2 * period}, ... while before {@code duration}:
     * {@code users(2).every(ofSeconds(3)).during(ofSeconds(1800))} is 1,200 users.
     */
    public OpenInjectionStep during(Duration duration) {
      return new OpenInjectionStep(new OpenStep.Bursts(users, period, Require.positive("during", duration)));
    }
  }
}
