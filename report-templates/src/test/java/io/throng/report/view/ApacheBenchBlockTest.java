package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.Ending;
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
  void linesReadLikeApacheBenchs() {
    ResponseTimes times = new ResponseTimes(1_000, 900, 1_500, 1_660, 1_750, 1_800, 1_900, 1_950,
        1_980, 1_990, 25_000, 2_500.5, 300);
    RequestSummary total = new RequestSummary("total", 990, 10, times, List.of(), List.of(), new TreeMap<>());
    RunSummary run = new RunSummary("ab", 0, Optional.of(new Ending(4_000, "completed")), 4, 1,
        List.of(total), total, List.of(), new UserSummary(10, 10, 10, List.of()));

    String text = ApacheBenchBlock.of(run).text();

    assertThat(text.lines()).containsSubsequence(
        "Concurrency Level:      10 (peak active users)",
        "Time taken for tests:   4.000 seconds",
        "Complete requests:      1000",
        "Failed requests:        10",
        "Requests per second:    250.00 [#/sec] (mean)",
        "Time per request:       2.501 [ms] (mean response time)",
        "Time per request:       4.000 [ms] (mean, across all concurrent requests)",
        "",
        "Percentage of the requests served within a certain time (ms)",
        "   50%      1.50",
        "   66%      1.66",
        "   98%      1.98",
        "   99%      1.99",
        "  100%      25.0 (longest request)");
  }

  @Test
  void noRequestsPrintDashesNotZeros() {
    RunSummary run = new RunSummary("none", 0, Optional.empty(), 0, 1, List.of(),
        RequestSummary.empty("total"), List.of(), UserSummary.NONE);

    assertThat(ApacheBenchBlock.of(run).text()).contains("Time per request:       – [ms] (mean response time)", "   50%         –");
  }
}
