package io.throng.engine.demo;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo target's page with resources, visited twice by the engine inferring them. */
class DemoPageTest {

  @TempDir Path results;

  public static class TwoVisits extends Simulation {
    public TwoVisits() {
      setUp(scenario("demo page").repeat(2).on(exec(http("page").get("/page"))).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(HttpProtocol.DEMO_TARGET).inferHtmlResources());
    }
  }

  @Test
  void thePagesResourcesAreInferredAndTheSecondVisitGets304sCountedOk() throws Exception {
    Runs.Outcome run = Runs.run(TwoVisits.class, results, HttpProtocol.DEMO_TARGET);

    for (String resource : new String[] {"/static/style.css", "/static/app.js", "/static/logo.png"}) {
      assertThat(run.totals().statuses).containsEntry("GET " + resource + ": 200", 1L)
          .containsEntry("GET " + resource + ": 304", 1L);
      assertThat(run.totals().okByName).containsEntry("GET " + resource, 2L);
    }
    assertThat(run.totals().okByName).containsEntry("page", 2L);
    assertThat(run.totals().ko).isZero();
  }
}
