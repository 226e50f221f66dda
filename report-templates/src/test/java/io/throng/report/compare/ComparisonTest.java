package io.throng.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.Percentiles;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ComparisonTest {

  @Test
  void groupsRepeatsByLabelInTheOrderOfTheirFirstRun() {
    Comparison c = Comparison.of(List.of(
        input("apache#1", 16_000, 0, 64, 2_000),
        input("nginx#1", 16_020, 0, 59, 2_500),
        input("apache#2", 16_030, 0, 57, 2_100),
        input("nginx#2", 16_040, 10, 60, 2_600)));

    assertThat(c.groups()).extracting(GroupFigures::name).containsExactly("apache", "nginx");
    assertThat(c.baseline().runs()).extracting(ComparedSummary::label).containsExactly("apache#1", "apache#2");
    assertThat(c.hasRepeats()).isTrue();
    assertThat(c.longestSeconds()).isEqualTo(600);
  }

  @Test
  void figuresAreTheSeedTablesAndTheGroupSpreadIsOverItsRuns() {
    Comparison c = Comparison.of(List.of(input("apache#1", 15_982, 0, 64, 2_000), input("apache#2", 16_033, 0, 57, 2_200)));
    GroupFigures apache = c.baseline();

    // 15,982 requests over 600 s.
    assertThat(c.runs().get(0).value(Metric.MEAN_TPS)).isCloseTo(26.637, within(0.001));
    assertThat(apache.spread(Metric.PEAK_TPS)).isEqualTo(new Spread(2, 60.5, 57, 64, Math.sqrt(24.5)));
    assertThat(apache.mean(Metric.REQUESTS)).isEqualTo(16_007.5);
    assertThat(apache.mean(Metric.P95_MICROS)).isEqualTo(2_100);
  }

  @Test
  void deltasAreAgainstTheFirstGroupsMeans() {
    Comparison c = Comparison.of(List.of(
        input("apache#1", 1_000, 10, 50, 2_000), input("apache#2", 1_000, 30, 50, 4_000),
        input("nginx", 1_000, 0, 50, 4_500)));
    GroupFigures nginx = c.groups().get(1);

    Delta p95 = c.delta(nginx, Metric.P95_MICROS);
    assertThat(p95.baseline()).isEqualTo(3_000);
    assertThat(p95.difference()).isEqualTo(1_500);
    assertThat(p95.percent()).hasValue(50);
    Delta errors = c.delta(nginx, Metric.ERRORS);
    assertThat(errors.difference()).isEqualTo(-20);
    assertThat(errors.percent()).hasValue(-100);
    assertThat(c.delta(c.baseline(), Metric.ERRORS).difference()).isZero();
  }

  @Test
  void aChangeFromZeroHasNoPercentage() {
    assertThat(new Delta(5, 0).percent()).isEmpty();
  }

  @Test
  void runsWithoutGroupsAreEachTheirOwnGroup() {
    Comparison c = Comparison.of(List.of(input("a", 10, 0, 1, 1_000), input("b", 10, 0, 1, 1_000)));

    assertThat(c.groups()).hasSize(2);
    assertThat(c.hasRepeats()).isFalse();
  }

  @Test
  void nothingToCompareIsAnError() {
    assertThatThrownBy(() -> Comparison.of(List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("runs must not be empty");
  }

  /** A 600-second run of {@code requests} requests, {@code ko} of them KO, whose p50/p95/p99 are all {@code p95}. */
  private static Comparison.Input input(String label, long requests, long ko, long peak, long p95) {
    ResponseTimes times = new ResponseTimes(requests, p95, p95, p95, p95, p95, p95, p95, p95, p95, p95, p95, 0,
        Percentiles.EMPTY);
    RequestSummary total = new RequestSummary("total", requests - ko, ko, times, ResponseTimes.NONE,
        List.of(new SecondStats(300, peak, 0, p95, p95, p95, p95)), List.of(), new TreeMap<>());
    RunSummary run = new RunSummary("RampUp", 0, Optional.of(new Ending(600_000, "completed")), 600, 1,
        List.of(total), total, List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());
    return new Comparison.Input(label, label + "-folder", "", run);
  }
}
