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

  private static final String HOSTILE = "<script>alert(1)</script>";

  @TempDir
  Path dir;

  @Test
  void judgesSlowerRunsRegressedAndSameRunsNot() throws IOException {
    Path file = dir.resolve("baselines/Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 5, "GET /"), file);

    assertThat(Files.size(file)).isLessThan(64 * 1024);
    Judgement same = judge(file, runs("same", "Sim", 1.0, 3, "GET /"));
    Judgement slower = judge(file, runs("slow", "Sim", 1.5, 3, "GET /"));

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
  void theLastJudgedRunsPageGetsTheSectionAndItsOtherFilesStayAsTheRunWroteThem() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 3, HOSTILE), file);
    List<Path> judged = runs("slow", "Sim", 1.5, 2, HOSTILE);
    ReportGenerator.generate(judged.get(0).resolve("run.log"), judged.get(0), List.of());
    Path last = judged.get(1);
    ReportGenerator.Result lastReport = ReportGenerator.generate(last.resolve("run.log"), last, List.of());
    byte[] stats = Files.readAllBytes(last.resolve(ReportGenerator.STATS_FILE));
    byte[] junit = Files.readAllBytes(last.resolve("junit.xml"));
    String unjudged = Files.readString(last.resolve(ReportGenerator.INDEX_FILE));

    BaselineFiles.judge(file, judged.subList(0, 1), lastReport, Tolerances.defaults());

    String page = Files.readString(last.resolve(ReportGenerator.INDEX_FILE));
    assertThat(unjudged).doesNotContain("baseline-heading");
    assertThat(page).contains("<h2 id=\"baseline-heading\">Against the baseline</h2>",
        "2 judged run(s) of Sim against " + file + ", a baseline of 3 run(s): ",
        "<strong>Regressed against its baseline</strong> · all p50, ",
        "<tr class=\"v-regressed\"><th scope=\"row\">request &lt;script&gt;alert(1)&lt;/script&gt;</th><td class=\"name\">p95</td>",
        "<span class=\"key s-line s-c0 s-d1\">baseline (3 runs)</span>",
        "<span class=\"key s-line s-c1\">judged runs (2, this one last)</span>",
        "id=\"baseline-throughput-title\"", "id=\"baseline-p95-title\"")
        .doesNotContain("<script>");
    assertThat(Files.readString(last.resolve(ReportGenerator.SUMMARY_FILE))).contains("## Against the baseline");
    assertThat(Files.readAllBytes(last.resolve(ReportGenerator.STATS_FILE))).isEqualTo(stats);
    assertThat(Files.readAllBytes(last.resolve("junit.xml"))).isEqualTo(junit);
    assertThat(Files.readString(judged.get(0).resolve(ReportGenerator.INDEX_FILE)))
        .as("an earlier repeat keeps its own page").doesNotContain("baseline-heading");
  }

  @Test
  void aBaselineWithoutSecondsStillJudgesAndThePageSaysToRecordItAgain() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 3, "GET /"), file);
    String json = Files.readString(file);
    assertThat(json).contains("\"seconds\" : [\n    {\n      \"requests\" : [\n        100,\n        100,",
        "\"p95Micros\" : [\n        3001,");
    Files.writeString(file, json.substring(0, json.indexOf(",\n  \"seconds\"")) + "\n}\n");
    List<Path> judged = runs("same", "Sim", 1.0, 1, "GET /");

    Judgement judgement = judge(file, judged);

    assertThat(judgement.metrics()).isNotEmpty();
    assertThat(Files.readString(judged.get(0).resolve(ReportGenerator.INDEX_FILE)))
        .contains("The baseline file has no seconds of its runs", "<span class=\"key s-line s-c1\">this run</span>")
        .doesNotContain("baseline (3 runs)");
  }

  @Test
  void secondsThatAreNotOnePerRunMakeTheBaselineDamaged() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 2, "GET /"), file);
    String json = Files.readString(file);
    Path short1 = Files.writeString(dir.resolve("short.json"),
        json.replaceFirst("\"requests\" : \\[\n\\s+100,", "\"requests\" : ["));
    Path oneRun = Files.writeString(dir.resolve("one.json"),
        json.substring(0, json.lastIndexOf(",\n    {\n      \"requests\"")) + "\n  ]\n}\n");
    List<Path> judged = runs("now", "Sim", 1.0, 1, "GET /");

    assertThatThrownBy(() -> judge(short1, judged))
        .hasMessageContaining("is damaged").hasMessageContaining("one value per second each");
    assertThatThrownBy(() -> judge(oneRun, judged))
        .hasMessageContaining("is damaged (\"seconds\" has not one entry per run)");
  }

  @Test
  void listsNewAndRemovedNamesWithoutFailing() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 3, "GET /"), file);

    Judgement renamed = judge(file, runs("now", "Sim", 1.0, 2, "GET /home"));

    assertThat(renamed.added()).containsExactly("request GET /home");
    assertThat(renamed.removed()).containsExactly("request GET /");
  }

  @Test
  void badBaselinesSayWhatToDo() throws IOException {
    Path file = dir.resolve("Sim.json");
    BaselineFiles.record(runs("base", "Sim", 1.0, 2, "GET /"), file);
    List<Path> other = runs("other", "Other", 1.0, 1, "GET /");

    assertThatThrownBy(() -> judge(file, other))
        .hasMessageContaining("is of simulation Sim, but run").hasMessageContaining("ran Other");
    Path version = dir.resolve("v2.json");
    Files.writeString(version, Files.readString(file).replace("\"version\" : 1", "\"version\" : 2"));
    assertThatThrownBy(() -> judge(version, other))
        .hasMessageContaining("has schema version 2, this Throng reads version 1");
    Path cut = dir.resolve("cut.json");
    Files.writeString(cut, Files.readString(file).substring(0, 200));
    assertThatThrownBy(() -> judge(cut, other))
        .hasMessageContaining("is damaged").hasMessageContaining("record it again");
    Path histogram = dir.resolve("histogram.json");
    Files.writeString(histogram, Files.readString(file).replaceFirst("\"histogram\" : \"[^\"]+\"", "\"histogram\" : \"AAAA\""));
    assertThatThrownBy(() -> judge(histogram, other))
        .hasMessageContaining("is damaged (all all: histogram");
    assertThatThrownBy(() -> judge(dir.resolve("none.json"), other))
        .hasMessageContaining("does not exist");
  }

  @Test
  void unknownTolerancesAreErrors() {
    assertThatThrownBy(() -> Tolerances.parse(java.util.Map.of("p96", "10")))
        .hasMessageContaining("tolerance.p96 is no metric").hasMessageContaining("p95");
    assertThatThrownBy(() -> Tolerances.parse(java.util.Map.of("p95", "ten")))
        .hasMessageContaining("must be a number >= 0");
  }

  /** Judges {@code runs} as a run of the app does: the last one as its report has it, the others from their folders. */
  private static Judgement judge(Path file, List<Path> runs) throws IOException {
    Path last = runs.get(runs.size() - 1);
    ReportGenerator.Result report = ReportGenerator.generate(last.resolve("run.log"), last, List.of());
    return BaselineFiles.judge(file, runs.subList(0, runs.size() - 1), report, Tolerances.defaults());
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
