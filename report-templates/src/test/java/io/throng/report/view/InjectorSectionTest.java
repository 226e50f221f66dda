package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
  void aMergedRunHasARowPerInjectorAndPointsOutTheInvalidOne() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(List.of(
        RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "throng-run-0-abc", 0, 30, false),
        RunLogFixture.shardRun(dir.resolve("b.log"), 1, 2, "throng-run-1-xyz", 0, 20, true)));

    InjectorSection section = InjectorSection.of(run);

    assertThat(section.shown()).isTrue();
    assertThat(section.rows()).extracting(InjectorRow::injector, InjectorRow::host, InjectorRow::requests,
            InjectorRow::ok, InjectorRow::ko, InjectorRow::meanTps, InjectorRow::peakTps, InjectorRow::lateStarts,
            InjectorRow::worstCpu, InjectorRow::worstLag, InjectorRow::gcTime, InjectorRow::invalid)
        .containsExactly(
            tuple("shard 0/2", "throng-run-0-abc", "305", "300", "5", "30.5/s", "31/s", "2", "40 %", "2.00", "30", false),
            tuple("shard 1/2", "throng-run-1-xyz", "205", "200", "5", "20.5/s", "21/s", "2", "95 %", "2.00", "30", true));
    String reason = "the load generator was saturated in 5 of 10 seconds, 5 in a row (invalid from 3 in a row or"
        + " 10 % of the run): CPU at 90 % of the generator's cores or more in seconds 2-6 (worst 95 % in second 2);"
        + " the figures may show the generator's limits, not the target's";
    assertThat(section.warning()).isEqualTo("Invalid injector: shard 1/2 on throng-run-1-xyz: " + reason);
    assertThat(section.throughput().hasData()).isTrue();
    assertThat(section.throughput().series()).extracting(Series::label, Series::cssClass)
        .containsExactly(tuple("shard 0/2 (throng-run-0-abc)", "s-line s-c0"), tuple("shard 1/2 (throng-run-1-xyz)", "s-line s-c1"));
    // The run is invalid for the same seconds, and the section's figures follow the same rule.
    GeneratorSection generator = GeneratorSection.of(run);
    assertThat(generator.invalid()).isTrue();
    assertThat(generator.invalidReason()).isEqualTo(reason);
    assertThat(generator.saturatedSeconds()).isEqualTo("5");
    JsonNode injectors = new ObjectMapper().readTree(StatsJson.write(run)).get("injectors");
    assertThat(injectors).extracting(i -> i.get("validity").get("valid").asBoolean(),
        i -> i.get("validity").get("longestSaturatedStreak").asLong()).containsExactly(tuple(true, 0L), tuple(false, 5L));
  }

  @Test
  void injectorsSaturatedInTurnAreEachInvalidAndSoIsTheRun() throws IOException {
    // Each injector saturated every other second, never two seconds in a row: half of each one's
    // seconds, more than the 10 % a run may have; merged, every second has a saturated injector.
    RunSummary run = RunLogAggregator.aggregate(List.of(
        alternatelySaturated(dir.resolve("a.log"), 0), alternatelySaturated(dir.resolve("b.log"), 1)));

    assertThat(run.injectors()).allSatisfy(i -> {
      assertThat(i.validity().valid()).isFalse();
      assertThat(i.validity().longestStreak()).isEqualTo(1);
    });
    assertThat(run.validity().valid()).isFalse();
    assertThat(run.validity().longestStreak()).isEqualTo(10);
    assertThat(InjectorSection.of(run).warning()).startsWith("Invalid injectors: shard 0/2: the load generator was"
        + " saturated in 5 of 10 seconds, 1 in a row").contains(". shard 1/2: ");
    assertThat(GeneratorSection.of(run).saturatedSeconds()).isEqualTo("10");
  }

  @Test
  void oneInjectorsLateStartsAreNotDilutedByAnotherInjectorsPunctualOnes() throws IOException {
    // Injector a starts 10 of its 100 requests a second late; b sends 2,000 a second on time. Merged,
    // 10 of 2,100 is under 1 %; a alone is at 10 %, so the run is invalid, and says so once.
    RunSummary run = RunLogAggregator.aggregate(List.of(late(dir.resolve("a.log"), 0, 100, 10),
        late(dir.resolve("b.log"), 1, 2_000, 0)));

    assertThat(run.injectors()).extracting(i -> i.validity().valid()).containsExactly(false, true);
    assertThat(run.validity().valid()).isFalse();
    assertThat(run.validity().reason()).contains("more than 1 % of requests started over 10 ms late in seconds 0-3"
        + " (worst 10 % in second 0)");
    assertThat(InjectorSection.of(run).warning()).startsWith("Invalid injector: shard 0/2: ");
  }

  private static Path late(Path log, int index, int requests, int late) throws IOException {
    try (RunLogWriter writer = RunLogWriter.create(log, RunLogFixture.START, "Sharded")) {
      writer.shard(index, 2);
      for (int s = 0; s < 4; s++) {
        writer.requests(s, "GET /", Status.OK, RunLogFixture.repeated(requests, 2_000));
        if (late > 0) {
          writer.lateStarts(s, late, 20_000);
        }
        writer.health(s, 40, 0, 2_000);
      }
      writer.end(RunLogFixture.START + 4_000, "completed");
    }
    return log;
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
    assertThat(GeneratorSection.of(run).invalidReason()).startsWith("the load generator was saturated in 5 of 10 seconds, 5 in a row");
  }
}
