package io.throng.engine.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.schedule.PlannedDuration;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.stats.IntervalSnapshot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LiveConsoleTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final LiveConsole console = new LiveConsole(new PrintStream(out, true, StandardCharsets.UTF_8), 2,
      new PlannedDuration(Optional.of(Duration.ofSeconds(10)), true, Optional.empty()));

  @Test
  void printsOneLinePerIntervalWithItsRateLatencyAndTopErrors() {
    Histogram times = RunLogFormat.newHistogram();
    times.recordValueWithCount(2_000, 90);
    times.recordValueWithCount(40_000, 10);

    console.accept(second(0, 95, 5, times, Map.of("user: status 500", 5L)));
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    console.accept(second(1, 100, 0, times, Map.of("user: status 500", 1L, "home: connection refused", 4L,
        "a: x", 1L, "b: y", 1L)));

    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(lines[0]).isEqualTo("00:02 / 00:10 [####----------------]  20% | users      7 |    100.0 req/s"
        + " | OK       195 | KO       5 | p50   2.0 | p95  40.0 | p99  40.0 ms | cpu  12%");
    assertThat(lines).hasSize(4);
    assertThat(lines[1]).isEqualTo("          6 x user: status 500");
    assertThat(lines[2]).isEqualTo("          4 x home: connection refused");
    assertThat(lines[3]).isEqualTo("          1 x a: x");
  }

  @Test
  void eachIntervalStartsAfreshButOkAndKoAddUp() {
    Histogram fast = RunLogFormat.newHistogram();
    fast.recordValueWithCount(1_000, 10);
    for (long s = 0; s < 4; s++) {
      console.accept(second(s, 10, 0, fast, Map.of()));
    }

    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(lines).hasSize(2);
    assertThat(lines[1]).startsWith("00:04 / 00:10 [########------------]  40% | users      7 |     10.0 req/s | OK        40");
  }

  private static IntervalSnapshot second(long second, long ok, long ko, Histogram times, Map<String, Long> errors) {
    return new IntervalSnapshot(second, ok, ko, times, errors, 7, new GeneratorHealth.Sample(12, 0, 0));
  }
}
