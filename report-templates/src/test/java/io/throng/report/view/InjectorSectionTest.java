package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.RunLogFixture;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.json.StatsJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InjectorSectionTest {

  @TempDir Path dir;

  @Test
  void aMergedRunHasARowPerInjectorAndPointsOutTheSaturatedOne() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(List.of(
        RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "throng-run-0-abc", 0, 30, false),
        RunLogFixture.shardRun(dir.resolve("b.log"), 1, 2, "throng-run-1-xyz", 0, 20, true)));

    InjectorSection section = InjectorSection.of(run);

    assertThat(section.shown()).isTrue();
    assertThat(section.rows()).extracting(InjectorRow::injector, InjectorRow::host, InjectorRow::requests,
            InjectorRow::ok, InjectorRow::ko, InjectorRow::meanTps, InjectorRow::peakTps, InjectorRow::lateStarts,
            InjectorRow::worstCpu, InjectorRow::worstLag, InjectorRow::gcTime, InjectorRow::saturated)
        .containsExactly(
            tuple("shard 0/2", "throng-run-0-abc", "305", "300", "5", "30.5/s", "31/s", "2", "40 %", "2.00", "30", false),
            tuple("shard 1/2", "throng-run-1-xyz", "205", "200", "5", "20.5/s", "21/s", "2", "95 %", "2.00", "30", true));
    assertThat(section.warning()).isEqualTo("Saturated injector: shard 1/2 on throng-run-1-xyz, 5 s in a row"
        + " (CPU above 90 % or an event loop late by more than 100 ms): it may have sent less load than planned,"
        + " and the target may handle more than this run shows");
    assertThat(section.throughput().hasData()).isTrue();
    assertThat(section.throughput().series()).extracting(Series::label, Series::cssClass)
        .containsExactly(tuple("shard 0/2 (throng-run-0-abc)", "s-line s-c0"), tuple("shard 1/2 (throng-run-1-xyz)", "s-line s-c1"));
    // The run's own warning names the saturated injector rather than the merged generator.
    assertThat(GeneratorSection.of(run).warning()).isEqualTo(section.warning());
  }

  @Test
  void injectorsSaturatedInTurnAreNotOneSaturatedGenerator() throws IOException {
    // Each injector saturated every other second, never two seconds in a row; merged, every second
    // has a saturated injector.
    RunSummary run = RunLogAggregator.aggregate(List.of(
        alternatelySaturated(dir.resolve("a.log"), 0), alternatelySaturated(dir.resolve("b.log"), 1)));

    assertThat(run.health().generatorMayBeBottleneck()).isTrue();
    assertThat(run.generatorMayBeBottleneck()).isFalse();
    assertThat(run.health().longestSaturated()).isEqualTo(10);
    assertThat(run.longestSaturatedSeconds()).isEqualTo(1);
    assertThat(StatsJson.write(run).replaceAll("\\s", "")).contains("\"longestSaturatedSeconds\":1,\"mayBeBottleneck\":false")
        .doesNotContain("\"mayBeBottleneck\":true");
    assertThat(GeneratorSection.of(run).saturatedSeconds()).isEqualTo("1");
    assertThat(InjectorSection.of(run).warning()).isEmpty();
    assertThat(GeneratorSection.of(run).warning()).isEmpty();
  }

  private static Path alternatelySaturated(Path log, int index) throws IOException {
    try (RunLogWriter writer = RunLogWriter.create(log, RunLogFixture.START, "Sharded")) {
      writer.shard(index, 2);
      for (int s = 0; s < 10; s++) {
        writer.requests(s, "GET /", Status.OK, RunLogFixture.repeated(10, 2_000));
        writer.health(s, s % 2 == index ? 95 : 40, 0, 2_000);
      }
      writer.end(RunLogFixture.START + 10_000, "completed");
    }
    return log;
  }

  @Test
  void oneRunLogHasNoSection() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "h", 0, 30, true));

    InjectorSection section = InjectorSection.of(run);

    assertThat(section.shown()).isFalse();
    assertThat(section.rows()).isEmpty();
    assertThat(GeneratorSection.of(run).warning()).startsWith("The load generator was saturated for 5 seconds in a row");
  }
}
