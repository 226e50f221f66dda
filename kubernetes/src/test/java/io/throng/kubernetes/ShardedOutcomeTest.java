package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import io.throng.kubernetes.ShardResult.Status;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShardedOutcomeTest {

  private static final Path REPORT = Path.of("/results/smoke-1/index.html");

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      all completed, passed together      | C C C | 0 | COMPLETED         | all 3 shards ran to the end and passed the assertions together; report: /results/smoke-1/index.html
      a shard failed its share, passed    | C A C | 0 | COMPLETED         | all 3 shards ran to the end and passed the assertions together
      failed together                     | C C C | 1 | ASSERTIONS_FAILED | the 3 shards together failed the simulation's assertions (see the FAIL lines above); report: /results/smoke-1/index.html
      invalid together, failOnInvalid     | C C C | 3 | RUN_INVALID       | the 3 shards ran to the end and passed the assertions together, but their merged run is not valid (see the "Invalid run:" line above) and loadtest.failOnInvalid=true fails it; report: /results/smoke-1/index.html
      merge could not be judged           | C C   | 2 | TOOL_ERROR        | the 2 shards ran to the end, but their merged run could not be judged (its last error line above says why); report: /results/smoke-1/index.html
      one did not run                     | C F A | 2 | TOOL_ERROR        | 1 of 3 shards did not run to the end, partial: shard 1/3 missing (pod p1: OOMKilled); the report of the other 2, marked partial (PARTIAL.txt), is /results/smoke-1/index.html; fix the cause and run again
      none ran                            | F F   | 2 | TOOL_ERROR        | 2 of 2 shards did not run to the end, partial: shard 0/2 missing (pod p0: OOMKilled), shard 1/2 missing (pod p1: OOMKilled); no shard ran to the end, so there is no report
      """)
  void missingShardsThenTheMergedVerdictDecide(
      String name, String shards, int verdict, ExitStatus status, String message) {
    List<ShardResult> results = shards(shards);
    boolean anyMerged = results.stream().anyMatch(ShardResult::merged);

    boolean allMerged = results.stream().allMatch(ShardResult::merged);
    Optional<Path> report = anyMerged ? Optional.of(REPORT) : Optional.empty();

    ShardedOutcome outcome = allMerged
        ? ShardedOutcome.judged(results, new RunOutcomeFile(Optional.of(REPORT.getParent()), report,
            ExitStatus.of(verdict), List.of(), false))
        : ShardedOutcome.partial(results, report);

    assertThat(outcome.status()).isEqualTo(status);
    assertThat(outcome.message()).startsWith(message);
  }

  @Test
  void failedAssertionsOfTheMergedRunAreListed() {
    RunOutcomeFile verdict = new RunOutcomeFile(Optional.of(REPORT.getParent()), Optional.of(REPORT),
        ExitStatus.ASSERTIONS_FAILED, List.of("global: count of requests >= 100 (actual 60, expected >= 100)"), false);

    ShardedOutcome outcome = ShardedOutcome.judged(shards("C C"), verdict);

    assertThat(outcome.message()).isEqualTo("the 2 shards together failed the simulation's assertions (see the FAIL"
        + " lines above); report: " + REPORT + System.lineSeparator()
        + "  - global: count of requests >= 100 (actual 60, expected >= 100)");
    assertThat(outcome.report()).contains(REPORT);
  }

  /** {@code C} completed, {@code A} failed its assertions, {@code F} failed (OOMKilled). */
  private static List<ShardResult> shards(String letters) {
    String[] codes = letters.split(" ");
    return IntStream.range(0, codes.length).mapToObj(i -> switch (codes[i]) {
      case "C" -> new ShardResult(i, Optional.of("p" + i), Status.COMPLETED,
          Optional.of(Path.of("shard-" + i, "run.log")), "");
      case "A" -> new ShardResult(i, Optional.of("p" + i), Status.ASSERTIONS_FAILED,
          Optional.of(Path.of("shard-" + i, "run.log")), "");
      default -> ShardResult.failed(i, Optional.of("p" + i), "OOMKilled");
    }).toList();
  }
}
