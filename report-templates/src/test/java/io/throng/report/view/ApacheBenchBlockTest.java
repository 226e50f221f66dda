package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.ab.AbSummary;
import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.Percentiles;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.UserSummary;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ApacheBenchBlockTest {

  @Test
  void thePageShowsTheAbSummaryWithoutItsLastNewline() {
    ResponseTimes times = new ResponseTimes(1_000, 900, 1_500, 1_660, 1_750, 1_800, 1_900, 1_950,
        1_980, 1_990, 25_000, 2_500.5, 300, Percentiles.EMPTY);
    RequestSummary total = new RequestSummary("total", 990, 10, times, List.of(), List.of(), new TreeMap<>());
    RunSummary run = new RunSummary("ab", 0, Optional.of(new Ending(4_000, "completed")), 4, 1,
        List.of(total), total, List.of(), new UserSummary(10, 10, 10, List.of()));

    String text = ApacheBenchBlock.of(run).text();

    assertThat(text + "\n").isEqualTo(AbSummary.of(run).render());
    assertThat(text).startsWith("Concurrency Level:      10 (peak active users)\n")
        .endsWith(" 100%     25 (longest request)");
  }
}
