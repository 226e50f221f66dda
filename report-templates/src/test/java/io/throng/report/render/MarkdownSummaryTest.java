package io.throng.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.view.ReportModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MarkdownSummaryTest {

  @ParameterizedTest
  @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
    "GET /api/user/1; GET /api/user/1",
    "a|b; a\\|b",
    "\"two\nlines\"; two lines",
    "<script>alert(1)</script>; \\<script\\>alert\\(1\\)\\</script\\>",
    "**bold** _it_ `code` [link](x); \\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\[link\\]\\(x\\)",
    "back\\slash & amp; back\\\\slash \\& amp"
  })
  void namesBecomeLiteralTextOnOneLine(String name, String escaped) {
    assertThat(MarkdownSummary.escape(name)).isEqualTo(escaped);
  }

  @Test
  void aNameWithAPipeAndANewlineKeepsTheTableToOneRowOfTenCells() {
    RequestSummary odd = RequestSummary.empty("GET /a|b\nc");
    RunSummary run = new RunSummary("Pipes", 0, Optional.empty(), 0, 1, List.of(odd),
        RequestSummary.empty("total"), List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());

    String md = MarkdownSummary.render(ReportModel.from(run));

    assertThat(md.lines().filter(l -> l.startsWith("| GET"))).singleElement()
        .satisfies(row -> assertThat(row.replace("\\|", "").chars().filter(c -> c == '|').count()).isEqualTo(11));
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
}
