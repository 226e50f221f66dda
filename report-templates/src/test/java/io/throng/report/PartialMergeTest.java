package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PartialMergeTest {

  @TempDir Path dir;

  static Stream<Arguments> marks() {
    return Stream.of(
        Arguments.of(3, (UnaryOperator<PartialMerge>) m -> m, false, ""),
        Arguments.of(3, (UnaryOperator<PartialMerge>) m -> m.missing(2, PartialMerge.exit(2, " error: no such class\n")),
            true, "partial: shard 2/3 missing (exit 2: error: no such class)"),
        Arguments.of(3, (UnaryOperator<PartialMerge>) m -> m.missing(2, PartialMerge.exit(137, "")).cutShort(0, "exit 143"),
            true, "partial: shard 0/3 cut short (exit 143), shard 2/3 missing (exit 137 (signal 9))"),
        Arguments.of(2, (UnaryOperator<PartialMerge>) m -> m.missing(1, "first").missing(1, "OOMKilled (exit code 137)"),
            true, "partial: shard 1/2 missing (OOMKilled (exit code 137))"),
        Arguments.of(4, (UnaryOperator<PartialMerge>) m -> m.missing(3, " "), true, "partial: shard 3/4 missing"));
  }

  @ParameterizedTest
  @MethodSource("marks")
  void theMarkNamesEachShardInOrderWithWhy(int shards, UnaryOperator<PartialMerge> gaps, boolean partial, String mark) {
    PartialMerge merge = gaps.apply(PartialMerge.of(shards));

    assertThat(merge.partial()).isEqualTo(partial);
    assertThat(merge.mark()).isEqualTo(mark);
  }


  @Test
  void badShardsAreRejectedNamingTheBound() {
    assertThatThrownBy(() -> PartialMerge.of(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shardCount must be >= 1, was 0");
    assertThatThrownBy(() -> PartialMerge.of(3).missing(3, "x")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shard index must be >= 0 and < 3, was 3");
  }

  @Test
  void aPartialReportSaysSoOnThePageInStatsJsonSummaryMdAndPartialTxt() throws IOException {
    Path a = RunLogFixture.shardRun(dir.resolve("a.log"), 0, 3, "host-a", 0, 30, false);
    Path b = RunLogFixture.shardRun(dir.resolve("b.log"), 1, 3, "host-b", 0, 30, false);
    PartialMerge merge = PartialMerge.of(3).missing(2, PartialMerge.exit(2, "error: <b>cannot start</b>"));
    Path report = dir.resolve("report");

    Path index = ReportGenerator.generate(List.of(a, b), report, List.of(), merge).index();

    String mark = "partial: shard 2/3 missing (exit 2: error: &lt;b&gt;cannot start&lt;/b&gt;)";
    assertThat(Files.readString(index, StandardCharsets.UTF_8))
        .contains("<p class=\"status status-partial\" role=\"alert\"><strong>Partial report</strong> · " + mark + ".")
        .doesNotContain("<b>cannot");
    JsonNode stats = new ObjectMapper().readTree(report.resolve(ReportGenerator.STATS_FILE).toFile());
    assertThat(stats.at("/partial/mark").asText()).isEqualTo(merge.mark());
    assertThat(stats.at("/partial/shards/0/shard").asInt()).isEqualTo(2);
    assertThat(stats.at("/partial/shards/0/inReport").asBoolean()).isFalse();
    assertThat(stats.at("/partial/shards/0/reason").asText()).isEqualTo("exit 2: error: <b>cannot start</b>");
    assertThat(stats.at("/run/runLogs").asInt()).isEqualTo(2);
    assertThat(Files.readString(report.resolve(ReportGenerator.SUMMARY_FILE)))
        .contains("**partial: shard 2/3 missing (exit 2: error: \\<b>cannot start\\</b>)**");
    assertThat(report.resolve(PartialMerge.FILE_NAME)).content()
        .startsWith("PARTIAL REPORT: 1 of 3 shards did not run to the end")
        .endsWith("\nshard 2/3 missing (exit 2: error: <b>cannot start</b>)\n");

    // Written again whole, the report drops the mark and its notice.
    ReportGenerator.generate(List.of(a, b), report);

    assertThat(report.resolve(PartialMerge.FILE_NAME)).doesNotExist();
    assertThat(Files.readString(index)).doesNotContain("status-partial");
    assertThat(new ObjectMapper().readTree(report.resolve(ReportGenerator.STATS_FILE).toFile()).get("partial").isNull())
        .isTrue();
  }
}
