package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.testing.RunLogTotals;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each request's own {@code timeout()} governs it on a keep-alive connection, whatever the
 * connection served before: a short timeout after a long one, or after the configured default,
 * fires at its own time.
 */
class RequestTimeoutTest {

  private static final int USERS = 2;

  /** On each user's one connection: a fast answer under a long timeout, then a request never answered. */
  public static class ShortAfterLonger extends Simulation {
    public ShortAfterLonger() {
      setUp(scenario("after long")
              .exec(http("long").get("/ok").timeout(Duration.ofSeconds(15)))
              .exec(http("short after long").get("/silent").timeout(Duration.ofMillis(300)))
              .injectOpen(atOnceUsers(USERS)),
          scenario("after default")
              .exec(http("default").get("/ok"))
              .exec(http("short after default").get("/silent").timeout(Duration.ofMillis(300)))
              .injectOpen(atOnceUsers(USERS)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir Path results;

  @Test
  void aShortTimeoutAfterALongerOneOnTheSameConnectionFiresAtItsOwnTime() throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      Runs.Outcome run = Runs.run(ShortAfterLonger.class, results, server.baseUrl(),
          "loadtest.http.requestTimeout", "60s");

      RunLogTotals log = run.totals();
      assertThat(run.result().endReason()).isEqualTo("completed");
      assertThat(log.okByName).containsEntry("long", (long) USERS).containsEntry("default", (long) USERS);
      assertThat(log.errors).containsOnly(
          Map.entry("short after long: TIMEOUT no response within 300 ms", (long) USERS),
          Map.entry("short after default: TIMEOUT no response within 300 ms", (long) USERS));
      // One connection per user served both of its requests: the timer left by the first was the one to move.
      assertThat(server.received()).isEqualTo(4L * USERS);
      Map<String, Histogram> kos = koTimes(run.result().runLog());
      for (String name : new String[] {"short after long", "short after default"}) {
        Histogram times = kos.get(name);
        assertThat(times.getTotalCount()).as(name).isEqualTo(USERS);
        assertThat(times.getMinValue()).as("%s fastest KO, µs", name).isGreaterThanOrEqualTo(250_000);
        assertThat(times.getMaxValue()).as("%s slowest KO, µs", name).isLessThan(2_000_000);
      }
    }
  }

  /** The service times of the KOs by request name: from each request's send to its timeout. */
  private static Map<String, Histogram> koTimes(Path runLog) throws Exception {
    Map<String, Histogram> kos = new HashMap<>();
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.ServiceTimes s && s.status() == RunLogEntry.Status.KO) {
        kos.computeIfAbsent(s.name(), n -> RunLogFormat.newHistogram()).add(s.histogram());
      }
    });
    return kos;
  }
}
