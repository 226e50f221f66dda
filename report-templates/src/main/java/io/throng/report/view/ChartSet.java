package io.throng.report.view;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.UserSummary;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The charts of the whole run, of one request name or of one group: requests per second,
 * response-time and service-time percentiles per second, response-time distribution and response time against load. Active
 * users belong to the whole run only ({@code users} is empty in a request's set), because users
 * are not counted per request.
 *
 * @param scenarioUsers in a run of several scenarios, each one's users chart, in the plan's order
 */
public record ChartSet(
    Chart throughput, Chart users, List<ScenarioChart> scenarioUsers, Chart percentiles, Chart serviceTimes,
    Chart distribution, Chart load) {

  /** The users chart of one scenario. */
  public record ScenarioChart(String scenario, Chart chart) {}

  public ChartSet {
    scenarioUsers = List.copyOf(scenarioUsers);
  }

  /** The charts of {@code request}, with ids starting with {@code prefix}. */
  static ChartSet of(String prefix, RequestSummary request, RunSummary run, UserSummary users) {
    return new ChartSet(
        ThroughputChart.of(prefix + "-throughput", request.seconds(), run.secondsLogged(), request.peak()),
        UsersChart.of(prefix + "-users", users, run.secondsLogged()),
        IntStream.range(0, users.scenarios().size()).mapToObj(i -> new ScenarioChart(users.scenarios().get(i).scenario(),
            UsersChart.of(prefix + "-users-" + (i + 1), users.scenarios().get(i).users(), run.secondsLogged()))).toList(),
        PercentilesChart.of(prefix + "-percentiles", request.seconds(), run.secondsLogged()),
        PercentilesChart.service(prefix + "-service", request.serviceSeconds(), run.secondsLogged()),
        DistributionChart.of(prefix + "-distribution", request.distribution()),
        LoadChart.of(prefix + "-load", request.seconds()));
  }
}
