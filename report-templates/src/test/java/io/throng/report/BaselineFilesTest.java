package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.baseline.BaselineMetric;
import io.throng.report.baseline.BaselineVerdict;
import io.throng.report.baseline.Judgement;
import io.throng.report.baseline.Tolerances;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineFilesTest {

  @TempDir
  Path dir;

  @Test
  void judgesSlowerRunsRegressedAndSameRunsNot() throws IOException {
    Path file = dir.resolve("baselines/Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 5, "GET /"), file);

    assertThat(Files.size(file)).isLessThan(64 * 1024);
    Judgement same = BaselineFiles.judge(file, runs("same", "Sim", 1.0, 3, "GET /"), Tolerances.defaults());
    Judgement slower = BaselineFiles.judge(file, runs("slow", "Sim", 1.5, 3, "GET /"), Tolerances.defaults());

    assertThat(same.regressed()).isFalse();
    assertThat(slower.regressions()).extracting(m -> m.scope().title() + " " + m.metric())
        .contains("request GET / " + BaselineMetric.P95, "all " + BaselineMetric.P50);
    Path last = dir.resolve("slow-3");
    assertThat(Files.readString(last.resolve(BaselineFiles.MARKDOWN_FILE)))
        .contains("| request GET / | p95 | 3.001 ms | 4.516 ms | +50.5 % | regressed |");
    assertThat(Files.readString(last.resolve(BaselineFiles.JUNIT_FILE))).contains("<failure", "request GET /: p95");
    assertThat(same.metrics()).allMatch(m -> m.change().verdict() != BaselineVerdict.REGRESSED);
  }

  @Test
  void listsNewAndRemovedNamesWithoutFailing() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 3, "GET /"), file);

    Judgement renamed = BaselineFiles.judge(file, runs("now", "Sim", 1.0, 2, "GET /home"), Tolerances.defaults());

    assertThat(renamed.added()).containsExactly("request GET /home");
    assertThat(renamed.removed()).containsExactly("request GET /");
  }

  @Test
  void badBaselinesSayWhatToDo() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 2, "GET /"), file);
    List<Path> other = runs("other", "Other", 1.0, 1, "GET /");

    assertThatThrownBy(() -> BaselineFiles.judge(file, other, Tolerances.defaults()))
        .hasMessageContaining("is of simulation Sim, but run").hasMessageContaining("ran Other");
    Path version = dir.resolve("v2.json");
    Files.writeString(version, Files.readString(file).replace("\"version\" : 1", "\"version\" : 2"));
    assertThatThrownBy(() -> BaselineFiles.judge(version, other, Tolerances.defaults()))
        .hasMessageContaining("has schema version 2, this Throng reads version 1");
    Path cut = dir.resolve("cut.json");
    Files.writeString(cut, Files.readString(file).substring(0, 200));
    assertThatThrownBy(() -> BaselineFiles.judge(cut, other, Tolerances.defaults()))
        .hasMessageContaining("is damaged").hasMessageContaining("record it again");
    Path histogram = dir.resolve("histogram.json");
    Files.writeString(histogram, Files.readString(file).replaceFirst("\"histogram\" : \"[^\"]+\"", "\"histogram\" : \"AAAA\""));
    assertThatThrownBy(() -> BaselineFiles.judge(histogram, other, Tolerances.defaults()))
        .hasMessageContaining("is damaged (all all: histogram");
    assertThatThrownBy(() -> BaselineFiles.judge(dir.resolve("none.json"), other, Tolerances.defaults()))
        .hasMessageContaining("does not exist");
  }

  @Test
  void unknownTolerancesAreErrors() {
    assertThatThrownBy(() -> Tolerances.parse(java.util.Map.of("p96", "10")))
        .hasMessageContaining("tolerance.p96 is no metric").hasMessageContaining("p95");
    assertThatThrownBy(() -> Tolerances.parse(java.util.Map.of("p95", "ten")))
        .hasMessageContaining("must be a number >= 0");
  }

  /** {@code count} runs of 10 seconds, each second 100 responses around 2-3 ms times {@code scale}, jittered per run. */
  private List<Path> runs(String prefix, String simulation, double scale, int count, String name) throws IOException {
    List<Path> folders = new ArrayList<>();
    for (int r = 1; r <= count; r++) {
      Path folder = Files.createDirectories(dir.resolve(prefix + "-" + r));
      double jitter = 1 + 0.01 * ((r * 7) % 5 - 2);
      try (RunLogWriter writer = RunLogWriter.create(folder.resolve("run.log"), RunLogFixture.START, simulation)) {
        for (int s = 0; s < 10; s++) {
          writer.requests(s, name, Status.OK, RunLogFixture.repeated(50, (long) (2_000 * scale * jitter)));
          writer.requests(s, name, Status.OK, RunLogFixture.repeated(50, (long) (3_000 * scale * jitter)));
        }
        writer.end(RunLogFixture.START + 10_000, "completed");
      }
      folders.add(folder);
    }
    return folders;
  }
}
