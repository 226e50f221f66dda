package io.throng.engine.schedule;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.ThrottleStep;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * An injection profile or a throttle in words, for the run log and the report's headline, so a
 * reader sees what load was meant without reading the simulation's code.
 *
 * <pre>{@code
 * ProfileWords.of(population.profile()); // "10 users at once, then 100 users over 30 s (open model)"
 * ProfileWords.of(plan.throttle());      // "reach 100 req/s in 10 s, hold 1 min"
 * }</pre>
 */
public final class ProfileWords {

  private ProfileWords() {}

  /** The profile's steps in order, joined by "then", and its model. */
  public static String of(InjectionProfile profile) {
    if (profile instanceof InjectionProfile.Open open) {
      return joined(open.steps(), ProfileWords::open, ", then ") + " (open model)";
    }
    if (profile instanceof InjectionProfile.Closed closed) {
      return joined(closed.steps(), ProfileWords::closed, ", then ") + " (closed model)";
    }
    if (profile instanceof InjectionProfile.ThreadGroup group) {
      List<String> parts = new ArrayList<>(List.of(group.threads() + " threads", "ramp-up " + duration(group.rampUp())));
      group.loops().ifPresent(loops -> parts.add(loops + (loops == 1 ? " loop" : " loops")));
      group.duration().ifPresent(until -> parts.add("for " + duration(until)));
      return String.join(", ", parts);
    }
    InjectionProfile.RequestBudget budget = (InjectionProfile.RequestBudget) profile;
    return budget.requests() + " requests at concurrency " + budget.concurrency()
        + budget.timeLimit().map(limit -> ", time limit " + duration(limit)).orElse("");
  }

  /** The throttle's steps in order; empty for no throttle. */
  public static String of(List<ThrottleStep> throttle) {
    return joined(throttle, ProfileWords::throttle, ", ");
  }

  /** A duration in its largest exact unit: "250 ms", "30 s", "1 min", "90 s", "2 h". */
  static String duration(Duration duration) {
    long millis = duration.toMillis();
    if (millis % 1000 != 0 || millis == 0) {
      return millis + " ms";
    }
    long seconds = millis / 1000;
    if (seconds % 3600 == 0) {
      return seconds / 3600 + " h";
    }
    return seconds % 60 == 0 ? seconds / 60 + " min" : seconds + " s";
  }

  private static String open(OpenStep step) {
    if (step instanceof OpenStep.AtOnce s) {
      return users(s.users()) + " at once";
    }
    if (step instanceof OpenStep.Ramp s) {
      return users(s.users()) + " over " + duration(s.duration());
    }
    if (step instanceof OpenStep.Nothing s) {
      return "nobody for " + duration(s.duration());
    }
    if (step instanceof OpenStep.ConstantRate s) {
      return rate(s.usersPerSec()) + " users/s for " + duration(s.duration()) + arrivals(s.arrivals());
    }
    if (step instanceof OpenStep.RampRate s) {
      return "from " + rate(s.fromUsersPerSec()) + " to " + rate(s.toUsersPerSec()) + " users/s over "
          + duration(s.duration()) + arrivals(s.arrivals());
    }
    if (step instanceof OpenStep.StressPeak s) {
      return users(s.users()) + " peaking over " + duration(s.duration());
    }
    if (step instanceof OpenStep.Stairs s) {
      return stairs(s.levels(), rate(s.increment()) + " users/s", s.levelDuration(), s.rampDuration(),
          rate(s.startUsersPerSec()) + " users/s");
    }
    OpenStep.Bursts s = (OpenStep.Bursts) step;
    return users(s.users()) + " every " + duration(s.period()) + " for " + duration(s.duration());
  }

  private static String closed(ClosedStep step) {
    if (step instanceof ClosedStep.Constant s) {
      return users(s.users()) + " for " + duration(s.duration());
    }
    if (step instanceof ClosedStep.Ramp s) {
      return "from " + s.from() + " to " + users(s.to()) + " over " + duration(s.duration());
    }
    if (step instanceof ClosedStep.Stairs s) {
      return stairs(s.levels(), users(s.increment()), s.levelDuration(), s.rampDuration(), users(s.startUsers()));
    }
    ClosedStep.Add s = (ClosedStep.Add) step;
    return s.users() + (s.users() == 1 ? " more user" : " more users") + " every " + duration(s.period()) + " for " + duration(s.duration());
  }

  private static String throttle(ThrottleStep step) {
    if (step instanceof ThrottleStep.Reach s) {
      return "reach " + rate(s.requestsPerSec()) + " req/s in " + duration(s.duration());
    }
    if (step instanceof ThrottleStep.Hold s) {
      return "hold " + duration(s.duration());
    }
    return "jump to " + rate(((ThrottleStep.Jump) step).requestsPerSec()) + " req/s";
  }

  private static String stairs(int levels, String increment, Duration level, Duration ramp, String start) {
    return levels + " levels of +" + increment + " from " + start + ", " + duration(level) + " each"
        + (ramp.isZero() ? "" : ", ramps of " + duration(ramp));
  }

  private static String arrivals(Arrivals arrivals) {
    if (!arrivals.randomized()) {
      return "";
    }
    return arrivals.seed().isPresent() ? ", Poisson (seed " + arrivals.seed().getAsLong() + ")" : ", Poisson";
  }

  private static String users(long users) {
    return users + (users == 1 ? " user" : " users");
  }

  private static String rate(double perSecond) {
    return BigDecimal.valueOf(perSecond).stripTrailingZeros().toPlainString();
  }

  private static <T> String joined(List<T> steps, Function<T, String> words, String separator) {
    return String.join(separator, steps.stream().map(words).toList());
  }
}
