package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/** One step of an open injection profile; steps run one after another. */
public sealed interface OpenStep {

  /** How many users this step starts. */
  long users();

  /** How long this step lasts; the next step starts when it ends. */
  Duration duration();

  /** {@code users} users all start at the beginning of the step, which takes no time. */
  record AtOnce(long users) implements OpenStep {
    @Override
    public Duration duration() {
      return Duration.ZERO;
    }
  }

  /**
   * {@code users} users start evenly spread over {@code duration}: user {@code i} (from 0)
   * starts at {@code i * duration / users}, so the first starts at once and none at the end.
   */
  record Ramp(long users, Duration duration) implements OpenStep {
    public Ramp {
      Objects.requireNonNull(duration, "duration");
    }
  }
}
