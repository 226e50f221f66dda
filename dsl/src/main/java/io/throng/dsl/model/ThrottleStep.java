package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/**
 * One step of a throughput cap shared by every request of a run. The cap starts at 0
 * requests/s; steps follow one another, and the rate of the last step holds until the run ends.
 */
public sealed interface ThrottleStep {

  /** How long this step lasts. */
  Duration duration();

  /** The cap goes linearly from the previous rate to {@code requestsPerSec} over {@code duration}. */
  record Reach(double requestsPerSec, Duration duration) implements ThrottleStep {
    public Reach {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /** The cap stays at the previous rate for {@code duration}. */
  record Hold(Duration duration) implements ThrottleStep {
    public Hold {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /** The cap becomes {@code requestsPerSec} at once. */
  record Jump(double requestsPerSec) implements ThrottleStep {
    @Override
    public Duration duration() {
      return Duration.ZERO;
    }
  }
}
