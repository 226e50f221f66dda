package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/** One thing a virtual user does. The engine has one way of running each kind. */
public sealed interface Step {

  /** Sends one HTTP request and waits for its response. */
  record Http(HttpRequestSpec request) implements Step {
    public Http {
      Objects.requireNonNull(request, "request");
    }
  }

  /** Waits without sending anything (think time). */
  record Pause(Duration duration) implements Step {
    public Pause {
      Objects.requireNonNull(duration, "duration");
    }
  }
}
