package io.throng.dsl;

import io.throng.dsl.model.OpenStep;
import java.time.Duration;

/**
 * A complete step of an open injection profile, made by {@link Dsl#atOnceUsers(long)} or
 * {@code rampUsers(n).during(d)}. Immutable.
 */
public final class OpenInjectionStep {

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
      return new OpenInjectionStep(
          new OpenStep.Ramp(users, Require.positive("during", duration)));
    }
  }
}
