package io.throng.report.aggregate;

import java.util.List;

/**
 * Virtual users over the run: the most active at once in any second, how many started and
 * finished, and each logged second's users, in order.
 *
 * @param scenarios in a run of several scenarios, each one's users alone, in the plan's order
 *     (the run log's {@code SCENARIO_USERS}); empty for one scenario, or a log without them
 */
public record UserSummary(long peakActive, long started, long finished, List<SecondUsers> seconds,
    List<ScenarioUsers> scenarios) {

  /** The users of one scenario. */
  public record ScenarioUsers(String scenario, UserSummary users) {}

  public UserSummary {
    seconds = List.copyOf(seconds);
    scenarios = List.copyOf(scenarios);
  }

  /** Users of a run whose log does not split them by scenario. */
  public UserSummary(long peakActive, long started, long finished, List<SecondUsers> seconds) {
    this(peakActive, started, finished, seconds, List.of());
  }

  /** The summary of {@code seconds}, in order. */
  static UserSummary of(List<SecondUsers> seconds, List<ScenarioUsers> scenarios) {
    return new UserSummary(seconds.stream().mapToLong(SecondUsers::activeAtMost).max().orElse(0),
        seconds.stream().mapToLong(SecondUsers::started).sum(), seconds.stream().mapToLong(SecondUsers::finished).sum(),
        seconds, scenarios);
  }

  /** No user at all. */
  public static final UserSummary NONE = new UserSummary(0, 0, 0, List.of());
}
