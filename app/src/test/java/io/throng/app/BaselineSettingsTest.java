package io.throng.app;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.baseline;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.BaselineBuilder;
import io.throng.dsl.Simulation;
import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.SimulationPlan;
import io.throng.report.baseline.BaselineMetric;
import io.throng.report.baseline.Tolerances;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** How the baseline of a simulation's setUp and the settings combine: the settings win, key by key. */
class BaselineSettingsTest {

  static Stream<Arguments> combinations() {
    BaselineBuilder strict = baseline("code.json").p95().worseBy(15).percent().errorPercent().worseBy(0.5).points();
    return Stream.of(
        row("neither: not judged", null, Map.of(), null, false, 10, 1),
        row("the setUp's file and tolerances", strict, Map.of(), "code.json", true, 15, 0.5),
        row("the default file of baseline()", baseline(), Map.of(), "src/test/loadtest/baselines/Checkout.json", true,
            10, 1),
        row("loadtest.baseline replaces the file only", strict, Map.of("loadtest.baseline", "cli.json"), "cli.json",
            false, 15, 0.5),
        row("a tolerance setting replaces its metric only", strict, Map.of("loadtest.tolerance.p95", "40"), "code.json",
            true, 40, 0.5),
        row("a blank loadtest.baseline replaces nothing", strict, Map.of("loadtest.baseline", " "), "code.json", true,
            15, 0.5),
        row("settings without a setUp baseline", null, Map.of("loadtest.baseline", "cli.json",
            "loadtest.tolerance.errorPercent", "2"), "cli.json", false, 10, 2));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("combinations")
  void theSettingsWinKeyByKey(String name, BaselineBuilder declared, Map<String, String> settings, String file,
      boolean fromSetUp, double p95, double errorPoints) {
    BaselineSettings read = BaselineSettings.read(new Properties(), settings, Optional.empty(), plan(declared));

    assertThat(read.file()).isEqualTo(Optional.ofNullable(file).map(Path::of));
    assertThat(read.declared()).as("the file is the setUp's").isEqualTo(fromSetUp);
    assertThat(read.tolerances().of(BaselineMetric.P95)).isEqualTo(p95);
    assertThat(read.tolerances().of(BaselineMetric.ERROR_PERCENT)).isEqualTo(errorPoints);
    assertThat(read.tolerances().of(BaselineMetric.P99)).isEqualTo(BaselineMetric.P99.defaultTolerance());
  }

  @Test
  void aSystemPropertyWinsOverTheConfigFileAndTheSetUp() {
    Properties system = new Properties();
    system.setProperty("loadtest.tolerance.p95", "60");

    BaselineSettings read = BaselineSettings.read(system, Map.of("loadtest.tolerance.p95", "40"), Optional.empty(),
        plan(baseline().p95().worseBy(15).percent()));

    assertThat(read.tolerances().of(BaselineMetric.P95)).isEqualTo(60);
  }

  @Test
  void aBadSettingIsNamedEvenWhenTheSetUpHasTheMetric() {
    assertThatThrownBy(() -> BaselineSettings.read(new Properties(), Map.of("loadtest.tolerance.p95", "-1"),
        Optional.empty(), plan(baseline().p95().worseBy(15).percent())))
        .hasMessage("loadtest.tolerance.p95 must be a number >= 0 (percent, or points for errorPercent), was '-1'");
  }

  @Test
  void everyMetricTheSetUpCanNameIsOneTheVerdictJudges() {
    assertThat(Arrays.stream(BaselineSpec.Metric.values()).map(BaselineSpec.Metric::key))
        .containsExactlyElementsOf(Arrays.stream(BaselineMetric.values()).map(BaselineMetric::key).toList());
    for (BaselineSpec.Metric metric : BaselineSpec.Metric.values()) {
      assertThat(Tolerances.parse(Map.of(metric.key(), "3")).byMetric()).containsValue(3.0);
    }
  }

  private static SimulationPlan plan(BaselineBuilder declared) {
    return new Simulation() {
      {
        SetUp setUp = setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1)))
            .protocols(http.baseUrl("demo"));
        if (declared != null) {
          setUp.baseline(declared);
        }
      }

      @Override
      public String name() {
        return "Checkout";
      }
    }.toPlan();
  }

  private static Arguments row(String name, BaselineBuilder declared, Map<String, String> settings, String file,
      boolean fromSetUp, double p95, double errorPoints) {
    return Arguments.of(name, declared, settings, file, fromSetUp, p95, errorPoints);
  }
}
