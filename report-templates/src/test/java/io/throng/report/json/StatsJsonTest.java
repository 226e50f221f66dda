package io.throng.report.json;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.aggregate.RequestRanking;
import io.throng.report.aggregate.RunLogAggregator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsJsonTest {

  @TempDir Path dir;

  @Test
  void theDocumentFollowsSchemaVersionTwo() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Json \"quoted\" <b>")) {
      writer.users(0, 2, 2, 0);
      writer.requests(0, "a", Status.OK, repeated(8, 4_000));
      writer.requests(0, "a", Status.KO, repeated(2, 1_500_000));
      writer.errors(0, "a", "STATUS", 2, "status 500");
      writer.statuses(0, "a", 200, 8);
      writer.statuses(0, "a", 500, 2);
      writer.users(1, 2, 0, 0);
      writer.users(2, 0, 0, 2);
      writer.requests(2, "b", Status.OK, repeated(5, 1_000));
    }

    JsonNode json = new ObjectMapper().readTree(StatsJson.write(RunLogAggregator.aggregate(log)));

    assertThat(json.get("schemaVersion").asInt()).isEqualTo(StatsDocument.SCHEMA_VERSION).isEqualTo(2);
    assertThat(json.get("assertions").isArray()).isTrue();
    assertThat(json.get("assertions")).isEmpty();
    JsonNode run = json.get("run");
    assertThat(run.get("simulation").asText()).isEqualTo("Json \"quoted\" <b>");
    assertThat(run.get("start").asText()).isEqualTo("2024-05-01T12:00:00.250Z");
    assertThat(run.get("completed").asBoolean()).isFalse();
    assertThat(run.get("end").isNull()).isTrue();
    assertThat(run.get("durationMillis").asLong()).isEqualTo(3_000);
    JsonNode totals = json.get("totals");
    assertThat(totals.has("name")).isFalse();
    assertThat(totals.has("seconds")).isFalse();
    assertThat(totals.get("count").asLong()).isEqualTo(15);
    assertThat(totals.get("errorPercent").asDouble()).isEqualTo(13.333);
    assertThat(totals.get("peakTps").asLong()).isEqualTo(10);
    assertThat(totals.get("responseTimeMs").get("max").asDouble()).isBetween(1_500.0, 1_501.5);
    assertThat(json.get("moreRequests").get("rows").isArray()).isTrue();
    assertThat(json.get("moreRequests").get("rows")).as("every name is in requests").isEmpty();
    JsonNode b = json.get("requests").get(1);
    assertThat(b.get("name").asText()).isEqualTo("b");
    assertThat(b.get("seconds")).hasSize(1);
    assertThat(b.get("seconds").get(0).has("activeUsers")).isFalse();
    assertThat(b.get("seconds").get(0).get("p50Ms").asDouble()).isEqualTo(1.0);
    // The run's seconds are dense: the idle second 1 is there, with null percentiles.
    JsonNode seconds = json.get("seconds");
    assertThat(seconds).hasSize(3);
    assertThat(seconds.get(1).get("ok").asLong()).isZero();
    assertThat(seconds.get(1).get("p95Ms").isNull()).isTrue();
    assertThat(seconds.get(1).get("activeUsers").asLong()).isEqualTo(2);
    assertThat(seconds.get(2).get("epochMillis").asLong()).isEqualTo(START + 2_000);
    JsonNode error = json.get("errors").get(0);
    assertThat(error.get("percentOfErrors").asDouble()).isEqualTo(100.0);
    assertThat(error.get("kind").asText()).isEqualTo("STATUS");
    assertThat(json.get("requests").get(0).get("statusCodes").toString()).isEqualTo("{\"200\":8,\"500\":2}");
    assertThat(totals.get("statusCodes").toString()).isEqualTo("{\"200\":8,\"500\":2}");
    assertThat(error.get("percentOfRequests").asDouble()).isEqualTo(13.333);
    // A log without SERVICE, LATE, HEALTH or TRAFFIC records: the new fields say so, none is missing.
    assertThat(totals.get("serviceTimeMs").isNull()).isTrue();
    assertThat(json.get("groups")).isEmpty();
    assertThat(json.get("lateStarts").toString()).isEqualTo("{\"count\":0,\"worstLagMs\":0.0,\"worstSecond\":null}");
    assertThat(json.get("loadGenerator").isNull()).isTrue();
    assertThat(json.get("traffic").isNull()).isTrue();
    assertThat(seconds.get(0).get("cpuPercent").isNull()).isTrue();
    assertThat(seconds.get(0).get("bytesSent").asLong()).isZero();
  }

  @Test
  void theNamesPastThoseRankedFirstAreRowsOfATableEachOnOneLine() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    int inFull = RequestRanking.SHOWN + RequestRanking.LISTED;
    try (RunLogWriter writer = RunLogWriter.create(log, START, "ManyNames")) {
      writer.users(0, 1, 1, 0);
      // Logged first but requested once: past the names ranked first, which have more requests.
      writer.requests(0, "once <a>", Status.KO, repeated(1, 2_500));
      writer.serviceTimes(0, "once <a>", Status.KO, repeated(1, 2_000));
      writer.statuses(0, "once <a>", 503, 1);
      writer.protocols(0, "once <a>", "h1", 1);
      writer.retries(0, "once <a>", 1);
      writer.errors(0, "once <a>", "STATUS", 1, "status 503");
      for (int name = 0; name < inFull; name++) {
        writer.requests(0, "ranked " + name, Status.OK, repeated(2, 1_000));
      }
      writer.requests(1, "once b", Status.OK, repeated(1, 4_000));
      writer.statuses(1, "once b", 200, 1);
      writer.end(START + 2_000, "completed");
    }

    String text = StatsJson.write(RunLogAggregator.aggregate(log));
    JsonNode json = new ObjectMapper().readTree(text);

    assertThat(json.get("requests")).hasSize(inFull).allSatisfy(request -> {
      assertThat(request.get("name").asText()).startsWith("ranked ");
      assertThat(request.get("seconds")).hasSize(1);
    });
    JsonNode more = json.get("moreRequests");
    assertThat(more.get("columns")).extracting(JsonNode::asText).containsExactly("name", "count", "ok", "ko",
        "retried", "peakTps", "peakSecond", "minMs", "p50Ms", "p75Ms", "p95Ms", "p99Ms", "maxMs", "meanMs",
        "stdDevMs", "serviceP50Ms", "serviceP95Ms", "serviceP99Ms", "statusCodes", "protocols");
    assertThat(more.get("rows")).hasSize(2);
    // In the run log's order, each value under its column's name.
    Map<String, JsonNode> once = row(more, 0);
    assertThat(once.get("name").asText()).isEqualTo("once <a>");
    assertThat(once.get("count").asLong()).isEqualTo(1);
    assertThat(once.get("ok").asLong()).isZero();
    assertThat(once.get("ko").asLong()).isEqualTo(1);
    assertThat(once.get("retried").asLong()).isEqualTo(1);
    assertThat(once.get("peakTps").asLong()).isEqualTo(1);
    assertThat(once.get("peakSecond").asLong()).isZero();
    assertThat(once.get("p50Ms").asDouble()).isBetween(2.5, 2.502);
    assertThat(once.get("maxMs").asDouble()).isBetween(2.5, 2.502);
    assertThat(once.get("stdDevMs").asDouble()).isZero();
    assertThat(once.get("serviceP99Ms").asDouble()).isBetween(2.0, 2.002);
    assertThat(once.get("statusCodes").toString()).isEqualTo("{\"503\":1}");
    assertThat(once.get("protocols").toString()).isEqualTo("{\"h1\":1}");
    Map<String, JsonNode> b = row(more, 1);
    assertThat(b.get("name").asText()).isEqualTo("once b");
    assertThat(b.get("peakSecond").asLong()).isEqualTo(1);
    assertThat(b.get("minMs").asDouble()).isBetween(4.0, 4.004);
    assertThat(b.get("serviceP50Ms").isNull()).isTrue();
    assertThat(b.get("protocols").toString()).isEqualTo("{}");
    // Each row on a line of its own, escaped as the rest of the file.
    assertThat(text).contains("\n      [\"once \\u003Ca\\u003E\",1,0,1,1,1,0,", "\n      [\"once b\",1,1,0,0,1,1,");
    assertThat(json.has("secondsLeftOut")).isFalse();
    assertThat(json.get("errors").get(0).get("request").asText()).isEqualTo("once <a>");
  }

  /** Row {@code index} of {@code table}, by column name. */
  private static Map<String, JsonNode> row(JsonNode table, int index) {
    Map<String, JsonNode> row = new LinkedHashMap<>();
    JsonNode values = table.get("rows").get(index);
    assertThat(values).hasSameSizeAs(table.get("columns"));
    for (int column = 0; column < values.size(); column++) {
      row.put(table.get("columns").get(column).asText(), values.get(column));
    }
    return row;
  }

  @Test
  void serviceTimesLateStartsGeneratorHealthTrafficAndGroupsAreAdded() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Everything")) {
      writer.users(0, 2, 2, 0);
      writer.requests(0, "g / a", Status.OK, repeated(8, 104_000));
      writer.groups(0, "g", Status.OK, repeated(8, 504_000), repeated(8, 104_000));
      writer.serviceTimes(0, "g / a", Status.OK, repeated(8, 4_000));
      writer.lateStarts(0, 8, 100_000);
      writer.health(0, 95, 12, 150_000);
      writer.traffic(0, 2_000, 8_000);
      writer.users(1, 2, 0, 0);
      writer.requests(1, "g / h / b", Status.OK, repeated(2, 1_000));
      writer.groups(1, "g", Status.KO, repeated(2, 900_000), repeated(2, 1_000));
      writer.groups(1, "g / h", Status.OK, repeated(2, 1_000), repeated(2, 1_000));
      writer.health(1, -1, 0, 500);
      writer.end(START + 2_000, "completed");
    }

    JsonNode json = new ObjectMapper().readTree(StatsJson.write(RunLogAggregator.aggregate(log)));

    assertThat(json.get("schemaVersion").asInt()).isEqualTo(2);
    assertThat(json.get("totals").get("serviceTimeMs").get("p50").asDouble()).isBetween(4.0, 4.004);
    assertThat(json.get("totals").get("responseTimeMs").get("p50").asDouble()).isBetween(104.0, 104.1);
    JsonNode groups = json.get("groups");
    assertThat(groups).extracting(g -> g.get("name").asText()).containsExactly("g", "g / h");
    assertThat(groups.get(0).get("count").asLong()).isEqualTo(10);
    assertThat(groups.get(0).get("ko").asLong()).isEqualTo(2);
    assertThat(groups.get(0).get("responseTimeMs").get("p50").asDouble()).isBetween(504.0, 504.5);
    assertThat(groups.get(0).get("serviceTimeMs").get("p50").asDouble()).isBetween(104.0, 104.1);
    assertThat(groups.get(0).get("seconds")).hasSize(2);
    assertThat(groups.get(1).get("count").asLong()).isEqualTo(2);
    assertThat(json.get("lateStarts").toString()).isEqualTo("{\"count\":8,\"worstLagMs\":100.0,\"worstSecond\":0}");
    // Version 2 dropped the fields that repeated validity.
    assertThat(json.get("loadGenerator").toString()).isEqualTo("{\"peakCpuPercent\":95,\"meanCpuPercent\":95.0,"
        + "\"gcMillis\":12,\"worstLoopLagMs\":150.0}");
    assertThat(json.get("traffic").toString()).isEqualTo("{\"bytesSent\":2000,\"bytesReceived\":8000,"
        + "\"meanBytesSentPerSecond\":1000.0,\"meanBytesReceivedPerSecond\":4000.0}");
    JsonNode first = json.get("seconds").get(0);
    assertThat(first.get("lateStarts").asLong()).isEqualTo(8);
    assertThat(first.get("worstLateMs").asDouble()).isEqualTo(100.0);
    assertThat(first.get("bytesReceived").asLong()).isEqualTo(8_000);
    assertThat(first.get("cpuPercent").asInt()).isEqualTo(95);
    assertThat(first.get("loopLagMs").asDouble()).isEqualTo(150.0);
    JsonNode second = json.get("seconds").get(1);
    assertThat(second.get("cpuPercent").isNull()).isTrue();
    assertThat(second.get("gcMillis").asLong()).isZero();
    assertThat(second.get("worstLateMs").isNull()).isTrue();
  }

  @Test
  void eachScenarioHasItsUsersEverySecond() throws IOException {
    // Two scenarios as the engine logs them: "browse" peaks within second 1 (3 users that came and
    // went inside it) above its end-of-second count; "buy" starts in second 1, and second 2 is idle.
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "TwoScenarios")) {
      writer.population("browse", "4 users at once (open model)");
      writer.population("buy", "1 user at once (open model)");
      writer.users(0, 4, 4, 0);
      writer.usersPeak(0, 4);
      writer.scenarioUsers(0, "browse", 4, 4, 0);
      writer.scenarioUsersPeak(0, "browse", 4);
      writer.users(1, 3, 4, 5);
      writer.usersPeak(1, 7);
      writer.scenarioUsers(1, "browse", 2, 3, 5);
      writer.scenarioUsersPeak(1, "browse", 6);
      writer.scenarioUsers(1, "buy", 1, 1, 0);
      writer.scenarioUsersPeak(1, "buy", 1);
      writer.users(3, 0, 0, 3);
      writer.scenarioUsers(3, "browse", 0, 0, 2);
      writer.scenarioUsers(3, "buy", 0, 0, 1);
      writer.end(START + 4_000, "completed");
    }

    JsonNode scenarios = new ObjectMapper().readTree(StatsJson.write(RunLogAggregator.aggregate(log)))
        .get("scenarioUsers");

    assertThat(scenarios).hasSize(2);
    JsonNode browse = scenarios.get(0);
    assertThat(browse.get("scenario").asText()).isEqualTo("browse");
    assertThat(browse.get("peakActiveUsers").asLong()).isEqualTo(6);
    assertThat(browse.get("usersStarted").asLong()).isEqualTo(7);
    assertThat(browse.get("usersFinished").asLong()).isEqualTo(7);
    assertThat(browse.get("seconds").toString()).isEqualTo("["
        + "{\"second\":0,\"epochMillis\":" + START + ",\"started\":4,\"activeUsers\":4,\"finished\":0},"
        + "{\"second\":1,\"epochMillis\":" + (START + 1_000) + ",\"started\":3,\"activeUsers\":6,\"finished\":5},"
        + "{\"second\":2,\"epochMillis\":" + (START + 2_000) + ",\"started\":0,\"activeUsers\":0,\"finished\":0},"
        + "{\"second\":3,\"epochMillis\":" + (START + 3_000) + ",\"started\":0,\"activeUsers\":0,\"finished\":2}]");
    JsonNode buy = scenarios.get(1);
    assertThat(buy.get("scenario").asText()).isEqualTo("buy");
    assertThat(buy.get("peakActiveUsers").asLong()).isEqualTo(1);
    assertThat(buy.get("seconds")).extracting(s -> s.get("started").asLong()).containsExactly(0L, 1L, 0L, 0L);
    assertThat(buy.get("seconds")).extracting(s -> s.get("activeUsers").asLong()).containsExactly(0L, 1L, 0L, 0L);
    assertThat(buy.get("seconds")).extracting(s -> s.get("finished").asLong()).containsExactly(0L, 0L, 0L, 1L);
  }

  @Test
  void aRunOfOneScenarioHasNoScenarioUsers() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "OneScenario")) {
      writer.users(0, 2, 2, 0);
    }

    JsonNode json = new ObjectMapper().readTree(StatsJson.write(RunLogAggregator.aggregate(log)));

    assertThat(json.get("scenarioUsers").isArray()).isTrue();
    assertThat(json.get("scenarioUsers")).isEmpty();
  }
}
