package io.throng.report.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FreemarkerRendererTest {

  private final FreemarkerRenderer renderer = new FreemarkerRenderer();

  @Test
  void rendersAnEmptyRun() throws IOException {
    String html = renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, emptyRun());

    assertThat(html)
        .contains("No request completed during the run.", "No errors were logged.")
        .doesNotContain("<svg");
  }

  @Test
  void aMissingValueFailsTheRenderingInsteadOfPrintingHalfAPage() {
    ReportModel model = emptyRun();
    ReportModel broken = new ReportModel(null, model.startTime(), model.startInstant(), model.endTime(),
        model.endInstant(), model.duration(),
        model.completed(), model.status(), model.ranToItsEnd(), model.partial(), model.statusDetail(), model.headline(), model.requests(),
        model.total(), model.errors(), model.statusCodes(), model.apacheBench(), model.charts(), model.lateStarts(), model.generator(), model.injectors(), model.sections(),
        model.assertions(), model.scenarioErrors(), model.ranges(), model.moreRequests(), model.listedRequests(), model.moreErrors(),
        model.customMetrics(), model.baseline());

    assertThatThrownBy(() -> renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, broken))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("index.ftlh")
        .hasMessageContaining("simulationName");
  }

  @Test
  void copiesTheStylesheet(@TempDir Path dir) throws IOException {
    renderer.copyAsset(FreemarkerRenderer.STYLESHEET, dir);

    assertThat(dir.resolve(FreemarkerRenderer.STYLESHEET)).content().contains(".chart");
  }

  @Test
  void aMissingAssetIsNamed(@TempDir Path dir) {
    assertThatThrownBy(() -> renderer.copyAsset("nope.css", dir))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("/io/throng/report/templates/nope.css");
  }

  private static ReportModel emptyRun() {
    return ReportModel.from(new RunSummary("Empty", 0, Optional.empty(), 0, 1, List.of(),
        RequestSummary.empty("total"), List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of()));
  }
}
