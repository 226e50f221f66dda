package io.throng.dsl;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.baseline;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.proxy;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.SimulationPlan;
import io.throng.dsl.model.Step;
import io.throng.dsl.model.Text;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every public DSL method, used as a user would, and the plan it hands to the engine. */
class SimulationTest {

  static class Everything extends Simulation {
    Everything() {
      ScenarioBuilder browse = scenario("browse")
          .exec(http("user").get("/api/user/1").header("Accept", "application/json"))
          .pause(Duration.ofMillis(500))
          .exec(http("create").post("/api/user"))
          .exec(http("replace").put("/api/user/1"))
          .exec(http("remove").delete("http://127.0.0.1:9/api/user/1"));
      setUp(browse.injectOpen(atOnceUsers(2), rampUsers(10).during(Duration.ofSeconds(5))))
          .protocols(http.baseUrl("http://127.0.0.1:8080/").header("X-Team", "load"))
          .maxDuration(Duration.ofMinutes(1));
    }
  }

  static class Described extends Everything {
    @Override
    public String description() {
      return "checkout under the <peak>";
    }
  }

  @Test
  void carriesAnOverriddenDescriptionIntoThePlan() {
    assertThat(new Described().toPlan().description()).isEqualTo("checkout under the <peak>");
    assertThat(new Everything().toPlan().description()).isEmpty();
  }

  @Test
  void buildsThePlanTheUserDescribed() {
    SimulationPlan plan = new Everything().toPlan();

    assertThat(plan.name()).isEqualTo("Everything");
    assertThat(plan.maxDuration()).contains(Duration.ofMinutes(1));
    assertThat(plan.protocol().baseUrl()).isEqualTo("http://127.0.0.1:8080");
    assertThat(plan.protocol().headers()).containsExactly(Map.entry("X-Team", "load"));
    assertThat(plan.populations()).hasSize(1);
    assertThat(plan.populations().get(0).profile()).isEqualTo(new InjectionProfile.Open(List.of(
        new OpenStep.AtOnce(2), new OpenStep.Ramp(10, Duration.ofSeconds(5)))));
    assertThat(plan.populations().get(0).scenario().steps()).containsExactly(
        new Step.Http(new HttpRequestSpec("user", "GET", Text.literal("/api/user/1"), List.of(),
            List.of(new NamedText("Accept", Text.literal("application/json"))), Optional.empty(), Optional.empty(),
            Optional.empty(), true, List.of())),
        new Step.Pause(Duration.ofMillis(500)),
        new Step.Http(HttpRequestSpec.of("create", "POST", Text.literal("/api/user"))),
        new Step.Http(HttpRequestSpec.of("replace", "PUT", Text.literal("/api/user/1"))),
        new Step.Http(HttpRequestSpec.of("remove", "DELETE", Text.literal("http://127.0.0.1:9/api/user/1"))));
  }

  @Test
  void aSilentRequestStaysSilentThroughLaterCallsAndARendezVousIsAStep() {
    List<Step> steps = scenario("s")
        .exec(http("a").get("/a").silent().header("X", "y"))
        .exec(http("b").get("/b"))
        .rendezVous(3)
        .steps();

    assertThat(steps).hasSize(3);
    assertThat(((Step.Http) steps.get(0)).silent()).isTrue();
    assertThat(((Step.Http) steps.get(0)).request().headers()).extracting(NamedText::name).containsExactly("X");
    assertThat(((Step.Http) steps.get(1)).silent()).isFalse();
    assertThat(steps.get(2)).isEqualTo(new Step.RendezVous(3));
  }

  @Test
  void buildersAreImmutable() {
    ScenarioBuilder base = scenario("s").exec(http("a").get("/a"));
    base.exec(http("b").get("/b"));
    HttpProtocolBuilder protocol = http.baseUrl("http://127.0.0.1:1");
    protocol.header("X", "y");

    class Probe extends Simulation {
      Probe() {
        setUp(base.injectOpen(atOnceUsers(1))).protocols(protocol);
      }
    }
    SimulationPlan plan = new Probe().toPlan();

    assertThat(plan.populations().get(0).scenario().steps()).hasSize(1);
    assertThat(plan.protocol().headers()).isEmpty();
  }

  static Stream<Arguments> http3Protocols() {
    return Stream.of(
        Arguments.of(http.baseUrl("https://127.0.0.1:8443").enableHttp3(), null),
        Arguments.of(http.enableHttp3().baseUrl("https://127.0.0.1:8443"), null),
        Arguments.of(http.baseUrl("http://127.0.0.1:8080").enableHttp3(), "enableHttp3() needs https base URLs, was"
            + " \"http://127.0.0.1:8080\": use an https:// URL of a server that speaks HTTP/3, or remove enableHttp3()"),
        Arguments.of(http.baseUrls("https://127.0.0.1:8443", "http://127.0.0.1:8080").enableHttp3(),
            "enableHttp3() needs https base URLs, was \"http://127.0.0.1:8080\""),
        Arguments.of(http.enableHttp3(), null),
        Arguments.of(http.baseUrl("demo").enableHttp3(), null),
        Arguments.of(http.baseUrl("https://127.0.0.1:8443").enableHttp3().proxy(proxy("127.0.0.1", 3128)),
            "enableHttp3() cannot go through proxy(...): HTTP/3 runs on UDP"));
  }

  @ParameterizedTest
  @MethodSource("http3Protocols")
  void http3NeedsHttpsBaseUrlsAndNoProxyWhateverTheOrderOfTheCalls(HttpProtocolBuilder protocol, String refusal) {
    ScenarioBuilder scenario = scenario("s").exec(http("a").get("/a"));
    class Http3 extends Simulation {
      Http3() {
        setUp(scenario.injectOpen(atOnceUsers(1))).protocols(protocol);
      }
    }

    if (refusal == null) {
      assertThat(new Http3().toPlan().protocol().http3()).isTrue();
    } else {
      assertThatThrownBy(Http3::new).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(refusal);
    }
  }

  @Test
  void aPlanWithoutProtocolSaysToAddOneAndTheDemoTargetIsUsedOnlyWhenAskedFor() {
    class NoProtocol extends Simulation {
      NoProtocol() {
        setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1)));
      }
    }
    class Demo extends Simulation {
      Demo() {
        setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"));
      }
    }

    assertThatThrownBy(() -> new NoProtocol().toPlan())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith("NoProtocol has no HTTP protocol: add .protocols(http.baseUrl(\"http://host:port\")) to its"
            + " setUp(...), or .protocols(http.baseUrl(\"demo\")) to run against the engine's embedded demo target");
    assertThat(new Demo().toPlan().protocol().usesDemoTarget()).isTrue();
  }

  @Test
  void setUpMayBeCalledOnlyOnce() {
    class Twice extends Simulation {
      Twice() {
        PopulationBuilder p = scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1));
        setUp(p);
        setUp(p);
      }
    }

    assertThatThrownBy(Twice::new)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("setUp was already called: call it once, with every population");
  }

  @Test
  void aBaselineWithItsTolerancesBuildsIntoThePlanAndASecondOneIsRefused() {
    class Judged extends Simulation {
      Judged(boolean twice) {
        SetUp setUp = setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1)))
            .protocols(http.baseUrl("demo"))
            .baseline(baseline("baselines/Judged.json").p95().worseBy(15).percent().errorPercent().worseBy(0.5).points()
                .throughput().worseBy(20).percent());
        if (twice) {
          setUp.baseline(baseline());
        }
      }
    }

    BaselineSpec spec = new Judged(false).toPlan().baseline().orElseThrow();

    assertThat(spec.file()).contains("baselines/Judged.json");
    assertThat(spec.tolerances()).containsOnly(entry(BaselineSpec.Metric.P95, 15.0),
        entry(BaselineSpec.Metric.ERROR_PERCENT, 0.5), entry(BaselineSpec.Metric.THROUGHPUT, 20.0));
    assertThat(new Simulation() {
      {
        setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"))
            .baseline(baseline());
      }
    }.toPlan().baseline()).contains(new BaselineSpec(Optional.empty(), Map.of()));
    assertThatThrownBy(() -> new Judged(true)).isInstanceOf(IllegalStateException.class)
        .hasMessage("baseline(...) was already called: give one baseline(...) with every tolerance");
  }

  @Test
  void aSimulationWithoutSetUpSaysWhatToDo() {
    class Empty extends Simulation {}

    assertThatThrownBy(() -> new Empty().toPlan())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith("never called setUp(...): call it in the constructor");
  }

  @Test
  void readsTheConfigurationTheEngineHandsOver() {
    SimulationConfig config = SimulationConfig.of(Map.of("baseUrl", "http://127.0.0.1:7"));
    class Configured extends Simulation {
      final String url = config().getString("baseUrl");
      final Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
      final long users = config().getLong("users", 3);
    }

    Configured simulation = SimulationConfig.using(config, Configured::new);

    assertThat(simulation.url).isEqualTo("http://127.0.0.1:7");
    assertThat(simulation.duration).isEqualTo(Duration.ofSeconds(20));
    assertThat(simulation.users).isEqualTo(3);
    assertThatThrownBy(() -> new Configured())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("no configuration value for loadtest.baseUrl: pass -Dloadtest.baseUrl=... or add loadtest.baseUrl = ... to loadtest.conf");
  }
}
