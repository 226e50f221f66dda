package io.throng.engine.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * A run log's requests per second beside a {@link StampingServer}'s responses per second of the
 * same run, on the run's clock (its {@code RUN} start instant), with how many of the server's fell
 * near each second's boundaries.
 *
 * @param logged requests per second in the run log
 * @param served responses per second the server wrote
 * @param nearBoundary per second, the server's responses within {@code boundaryMillis} of either of its ends
 */
public record CompletionSeconds(Map<Long, Long> logged, Map<Long, Long> served, Map<Long, Long> nearBoundary) {

  public static CompletionSeconds of(Path runLog, StampingServer server, long boundaryMillis) throws IOException {
    long[] start = {0};
    Map<Long, Long> logged = new TreeMap<>();
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.RunStart run) {
        start[0] = run.startEpochMillis();
      } else if (entry instanceof RunLogEntry.Requests requests) {
        logged.merge(requests.second(), requests.count(), Long::sum);
      }
    });
    Map<Long, Long> served = new TreeMap<>();
    Map<Long, Long> near = new TreeMap<>();
    for (long at = server.startMillis(); at <= System.currentTimeMillis(); at++) {
      long count = server.servedAt(at);
      if (count == 0) {
        continue;
      }
      long elapsed = at - start[0];
      served.merge(Math.max(0, Math.floorDiv(elapsed, 1_000)), count, Long::sum);
      long intoSecond = Math.floorMod(elapsed, 1_000);
      if (intoSecond < boundaryMillis || intoSecond >= 1_000 - boundaryMillis) {
        long after = Math.floorDiv(elapsed + boundaryMillis, 1_000);
        near.merge(after, count, Long::sum);
        near.merge(after - 1, count, Long::sum);
      }
    }
    return new CompletionSeconds(logged, served, near);
  }

  /** Every second of the log has the server's count, give or take its responses near a boundary. */
  public void assertMatch() {
    assertThat(logged.keySet()).isEqualTo(served.keySet());
    served.forEach((second, count) -> {
      long tolerance = nearBoundary.getOrDefault(second, 0L);
      assertThat(logged.get(second))
          .as("second %d: server %d, tolerance %d; log %s, server %s", second, count, tolerance, logged, served)
          .isBetween(count - tolerance, count + tolerance);
    });
  }

  public long loggedTotal() {
    return logged.values().stream().mapToLong(Long::longValue).sum();
  }
}
