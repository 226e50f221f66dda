package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.report.aggregate.CustomMetricSummary;
import io.throng.report.aggregate.InjectorSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunOutcome;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.ScenarioErrorSummary;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run logs of format version 1 that a real run wrote, checked in so that every later reader must
 * still read them: {@code runlog-v1/whole.log} (aborted by an assertion) and
 * {@code runlog-v1/shard-1-of-2.log} (a shard, with its host), both written on 2026-12-03 by
 * {@code runlog-v1/EveryRecord.java.txt} against the embedded demo target. Together they hold every
 * record type but {@code RETRY}, which needs a server that drops a reused connection. The expected
 * totals are what the engine itself printed at the end of those runs, not what a reader found.
 */
class RunLogVersion1Test {

  @TempDir Path work;

  @Test
  void theReaderReturnsEveryRecordOfTheWholeRun() throws Exception {
    Map<String, Integer> kinds = new TreeMap<>();
    RunLogReader.read(fixture("whole.log"), entry -> kinds.merge(entry.getClass().getSimpleName(), 1, Integer::sum));

    // One per line of the file but its version line, each line's record type as the reader names it.
    assertThat(kinds).containsEntry("RunStart", 1).containsEntry("Abort", 1).containsEntry("RunEnd", 1)
        .containsEntry("Requests", 29).containsEntry("ServiceTimes", 29).containsEntry("StatusCodes", 17)
        .containsEntry("Protocols", 29).containsEntry("Errors", 6).containsEntry("Groups", 6)
        .containsEntry("UserErrors", 7).containsEntry("CustomMetric", 3).containsEntry("CustomCounter", 3)
        .containsEntry("CustomGauge", 3).containsEntry("CustomTrend", 3).containsEntry("ScenarioUsers", 8)
        .containsEntry("ScenarioUsersPeak", 8).containsEntry("Users", 4).containsEntry("UsersPeak", 4);
    assertThat(kinds.values().stream().mapToInt(Integer::intValue).sum())
        .isEqualTo(Files.readAllLines(fixture("whole.log")).size() - 1);
  }

  @Test
  void theWholeRunAddsUpToWhatTheEnginePrinted() throws Exception {
    RunSummary run = RunLogAggregator.aggregate(fixture("whole.log"));

    // "Run aborted: 184 requests, 127 OK, 57 KO", "7 scenario error(s)".
    assertThat(run.simulationName()).isEqualTo("EveryRecord");
    assertThat(run.outcome()).isEqualTo(RunOutcome.ABORTED_BY_ASSERTION);
    assertThat(run.total().ok()).isEqualTo(127);
    assertThat(run.total().ko()).isEqualTo(57);
    assertThat(run.scenarioErrors().stream().mapToLong(ScenarioErrorSummary::count).sum()).isEqualTo(7);
    assertThat(run.scenarioErrors()).extracting(ScenarioErrorSummary::exceptionClass)
        .containsOnly("java.lang.IllegalStateException");
    assertThat(run.requests()).extracting(RequestSummary::name)
        .contains("browse / user", "browse / missing", "socket", "echo", "ticks", "tick");
    assertThat(run.groups()).extracting(RequestSummary::name).containsExactly("browse");
    assertThat(run.customMetrics()).extracting(CustomMetricSummary::name)
        .containsExactly("orders", "basket size", "think time");
    assertThat(run.plan().description()).isEqualTo("every record of the run log, version 1");
    assertThat(run.requests().stream().filter(r -> r.name().equals("browse / missing")).findFirst().orElseThrow()
        .statusCodes()).containsOnlyKeys(404);
  }

  @Test
  void theShardSaysWhichItIsAndWhereItRan() throws Exception {
    RunSummary run = RunLogAggregator.aggregate(List.of(fixture("shard-1-of-2.log")));

    // "Run completed: 95 requests, 65 OK, 30 KO".
    assertThat(run.outcome()).isEqualTo(RunOutcome.COMPLETED);
    assertThat(run.total().ok()).isEqualTo(65);
    assertThat(run.total().ko()).isEqualTo(30);
    assertThat(run.injectors()).isEmpty();
    List<RunLogEntry> shard = new ArrayList<>();
    RunLogReader.read(fixture("shard-1-of-2.log"), entry -> {
      if (entry instanceof RunLogEntry.Shard || entry instanceof RunLogEntry.Host) {
        shard.add(entry);
      }
    });
    assertThat(shard).containsExactly(new RunLogEntry.Shard(1, 2), new RunLogEntry.Host("fixture-host"));
  }

  @Test
  void bothMergeIntoOneReport() throws Exception {
    Path index = ReportGenerator.generate(List.of(fixture("whole.log"), fixture("shard-1-of-2.log")), work);

    RunSummary merged = RunLogAggregator.aggregate(List.of(fixture("whole.log"), fixture("shard-1-of-2.log")));
    assertThat(merged.total().count()).isEqualTo(184 + 95);
    assertThat(merged.injectors()).extracting(InjectorSummary::host).contains("fixture-host");
    assertThat(Files.readString(index)).contains("EveryRecord", "browse / missing", "fixture-host");
  }

  private static Path fixture(String name) throws URISyntaxException {
    return Path.of(RunLogVersion1Test.class.getResource("runlog-v1/" + name).toURI());
  }
}
