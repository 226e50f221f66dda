package io.throng.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.RunLogFixture;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MarkdownSummaryTest {

  @TempDir Path dir;

  @ParameterizedTest
  @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
    "GET /api/user/1; GET /api/user/1",
    "a|b; a\\|b",
    "\"two\nlines\"; two lines",
    "<script>alert(1)</script>; \\<script>alert(1)\\</script>",
    "**bold** _it_ `code` [link](x); \\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\[link\\](x)",
    "back\\slash & amp; back\\\\slash & amp",
    "&copy and &#60 here; \\&copy and \\&#60 here",
    "# inline (open model) - a | b >= 1; # inline (open model) - a \\| b >= 1"
  })
  void namesBecomeLiteralTextOnOneLine(String name, String escaped) {
    assertThat(MarkdownSummary.escape(name)).isEqualTo(escaped);
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
    "# not a heading; \\# not a heading",
    "> not a quote; \\> not a quote",
    "- not a list (really); \\- not a list (really)",
    "plain; plain",
  })
  void textStartingALineCannotStartAHeadingQuoteOrList(String text, String escaped) {
    assertThat(MarkdownSummary.escapeLineStart(text)).isEqualTo(escaped);
  }

  @Test
  void aNameWithAPipeAndANewlineKeepsTheTableToOneRowOfTwelveCells() {
    RequestSummary odd = RequestSummary.empty("GET /a|b\nc");
    RunSummary run = new RunSummary("Pipes", 0, Optional.empty(), 0, 1, List.of(odd),
        RequestSummary.empty("total"), List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());

    String md = MarkdownSummary.render(ReportModel.from(run));

    assertThat(md.lines().filter(l -> l.startsWith("| GET"))).singleElement()
        .satisfies(row -> assertThat(row.replace("\\|", "").chars().filter(c -> c == '|').count()).isEqualTo(13));
  }

  @Test
  void listsTheMostFrequentErrorsOnly() {
    List<ErrorSummary> errors = new ArrayList<>();
    for (int i = 0; i < MarkdownSummary.MAX_ERRORS + 2; i++) {
      errors.add(new ErrorSummary("error " + i, "r", "STATUS", 10 - i));
    }
    RunSummary run = new RunSummary("Errors", 0, Optional.empty(), 0, 1, List.of(),
        RequestSummary.empty("total"), errors, UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());

    String md = MarkdownSummary.render(ReportModel.from(run));

    assertThat(md).contains("| error 0 | r | 10 |", "| error 4 | r | 6 |", "2 more distinct errors in the report.")
        .doesNotContain("error 5");
  }

  @Test
  void aMergedRunHasARowPerInjectorWithTheInvalidOneMarked() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(List.of(
        RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "pod|0", 0, 30, false),
        RunLogFixture.shardRun(dir.resolve("b.log"), 1, 2, "pod-1", 0, 20, true)));

    String md = MarkdownSummary.render(ReportModel.from(run));

    assertThat(md).contains("| Injector | Host | Requests | KO | Mean TPS | Peak TPS | Late starts | Worst CPU |\n",
        "| shard 0/2 | pod\\|0 | 305 | 5 | 30.5/s | 31/s | 2 | 40 % |\n",
        "| **shard 1/2** (invalid) | pod-1 | 205 | 5 | 20.5/s | 21/s | 2 | 95 % |\n");
  }

  @Test
  void aRunOfOneLogHasNoInjectorTable() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "h", 0, 30, false));

    assertThat(MarkdownSummary.render(ReportModel.from(run))).doesNotContain("| Injector");
  }
}
