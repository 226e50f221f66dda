package io.throng.dsl.model;

import io.throng.dsl.Session;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/** When a {@link Step.Loop} takes another turn; checked before each turn. */
public sealed interface LoopCondition {

  /** Exactly {@code times} turns. */
  record Times(int times) implements LoopCondition {}

  /** As many turns as {@code times} returns when the loop starts. */
  record TimesOf(Function<Session, Integer> times) implements LoopCondition {
    public TimesOf {
      Objects.requireNonNull(times, "times");
    }
  }

  /** Turns start while less than {@code duration} has passed since the loop started. */
  record During(Duration duration) implements LoopCondition {
    public During {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /** Turns until the run ends. */
  record Forever() implements LoopCondition {}

  /** Turns while {@code condition} holds for the session. */
  record AsLongAs(Predicate<Session> condition) implements LoopCondition {
    public AsLongAs {
      Objects.requireNonNull(condition, "condition");
    }
  }
}
