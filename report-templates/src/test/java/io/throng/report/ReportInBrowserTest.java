package io.throng.report;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.baseline.Tolerances;
import io.throng.report.history.HistoryFile;
import io.throng.report.history.HistoryRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders a generated report in headless Chromium under Jenkins' Content-Security-Policy and
 * fails if the page asks for anything but itself and its stylesheet, or if the browser reports
 * a violation. The screenshot stays in {@code target/report-in-browser/} for a human to look at.
 * Skipped only when no Chromium binary exists; CI installs Debian's {@code chromium}.
 */
class ReportInBrowserTest {

  private static final Path ARTIFACTS = Path.of("target", "report-in-browser");
  private static final String HOSTILE = "<script>alert(1)</script> <img src=x>";

  private static Path chromium;

  @TempDir Path work;

  @BeforeAll
  static void findChromium() {
    chromium = HeadlessChromium.find().orElse(null);
    Assumptions.assumeTrue(chromium != null,
        "no chromium binary on the PATH (nor -Dchromium.binary): install Debian's chromium to run this test");
  }

  @Test
  void theReportRendersUnderJenkinsCspAndLoadsNothingButItsStylesheet() throws Exception {
    Path report = ARTIFACTS.resolve("report");
    Files.createDirectories(report);
    // Two injectors of three merged, one of them with a hostile request name and error message,
    // the third missing for a hostile reason: if the page let them through as markup, the browser
    // would block and log them.
    ReportGenerator.generate(List.of(RunLogFixture.sampleRun(work.resolve("a.log")), hostileRun(work.resolve("b.log"))),
        report, List.of(), PartialMerge.of(3).missing(2, "exit 2: " + HOSTILE));

    assertRendersAlone(report, ReportGenerator.INDEX_FILE, "report.png");
  }

  @Test
  void theComparisonAndTheSweepRenderUnderJenkinsCspToo() throws Exception {
    Path pages = ARTIFACTS.resolve("pages");
    Files.createDirectories(pages);
    Path a = Files.createDirectories(work.resolve("a"));
    RunLogFixture.sampleRun(a.resolve("run.log"));
    Path b = Files.createDirectories(work.resolve("b"));
    hostileRun(b.resolve("run.log"));

    ComparisonGenerator.generateLabelled(List.of(new ComparedRun("sample", a), new ComparedRun(HOSTILE, b)), pages);
    SweepGenerator.generate(List.of(new SweepLevel("10 users", a), new SweepLevel(HOSTILE, b)),
        SweepLimit.none().maxErrorPercent(2), pages);

    assertRendersAlone(pages, ComparisonGenerator.PAGE_FILE, "comparison.png");
    assertRendersAlone(pages, SweepGenerator.PAGE_FILE, "sweep.png");
  }

  @Test
  void theTrendRendersUnderJenkinsCspToo() throws Exception {
    Path pages = Files.createDirectories(ARTIFACTS.resolve("trend"));
    Path history = work.resolve("Smoke.csv");
    for (int i = 0; i < 12; i++) {
      Map<String, Double> values = new LinkedHashMap<>();
      values.put("all.p95", (i < 7 ? 60_000.0 : 95_000.0) + (i % 3) * 1_500);
      values.put("request " + HOSTILE + ".throughput", 30.0 + (i % 2));
      HistoryFile.append(history, new HistoryRow(Instant.ofEpochMilli(START).plusSeconds(600L * i), "Smoke",
          "smoke-" + i, HOSTILE, values));
    }

    TrendGenerator.generate(history, pages);

    assertRendersAlone(pages, TrendGenerator.PAGE_FILE, "trend.png");
  }

  /**
   * The page of a run with groups, eleven requests and errors, at the widths people read it at:
   * no sideways scrolling (the document is as wide as the window), and at 1,280 px no taller
   * than about 6,000 px with its detail sections collapsed. Full-page screenshots stay in
   * {@code target/report-in-browser/} to be looked at.
   */
  @Test
  void elevenRequestsFitTheWindowAt1280And1920Pixels() throws Exception {
    Path report = Files.createDirectories(ARTIFACTS.resolve("scenario"));
    ReportGenerator.generate(RunLogFixture.scenarioRun(work.resolve("run.log")), report);

    ChromiumLayout.Layout narrow = assertFits(report, 1280);
    ChromiumLayout.Layout wide = assertFits(report, 1920);

    assertThat(narrow.documentHeight()).as("page height at 1,280 px").isLessThan(6_000);
    assertThat(wide.documentHeight()).as("a wider window needs no more height").isLessThanOrEqualTo(narrow.documentHeight());
  }

  /**
   * The same page judged against a baseline (of another run, so that it regressed and every name
   * is new): it fits the window too, and its section, collapsed to a line of counts under its
   * heading plus the regression's line at the top, makes it at most 300 px taller; the 6,000 px
   * above hold for a run that was not judged, which a judged run's page then may pass. The
   * baseline's folder holds markup, which the page must show as text.
   */
  @Test
  void aJudgedRunsSectionStaysCollapsedAndFitsTheWindow() throws Exception {
    Path plain = Files.createDirectories(ARTIFACTS.resolve("scenario-plain"));
    ReportGenerator.generate(RunLogFixture.scenarioRun(work.resolve("plain.log")), plain);
    Path judged = Files.createDirectories(ARTIFACTS.resolve("scenario-judged"));
    ReportGenerator.Result judgedReport =
        ReportGenerator.generate(RunLogFixture.scenarioRun(judged.resolve("run.log")), judged, List.of());
    Path baseline = work.resolve("<img src=x onerror=alert(1)>").resolve("ShopJourney.json");
    BaselineFiles.record(List.of(
        RunLogFixture.rampRun(work.resolve("base-1"), START, "ShopJourney", 20, 10, 100_000, 0).getParent(),
        RunLogFixture.rampRun(work.resolve("base-2"), START, "ShopJourney", 20, 10, 105_000, 0).getParent()), baseline);
    BaselineFiles.judge(baseline, List.of(), judgedReport, Tolerances.defaults());
    assertThat(Files.readString(judged.resolve(ReportGenerator.INDEX_FILE))).contains("Regressed against its baseline");

    int unjudged = assertFits(plain, 1280).documentHeight();
    ChromiumLayout.Layout narrow = assertFits(judged, 1280);
    assertFits(judged, 1920);

    assertThat(narrow.documentHeight()).as("a judged page's height at 1,280 px").isLessThanOrEqualTo(unjudged + 300);
  }

  private ChromiumLayout.Layout assertFits(Path report, int width) throws Exception {
    ChromiumLayout.Layout layout;
    try (CspServer server = CspServer.serve(report.toAbsolutePath())) {
      layout = ChromiumLayout.measure(chromium, server.uri(ReportGenerator.INDEX_FILE), width, 900, work);
    }
    assertRendersAlone(report, ReportGenerator.INDEX_FILE, report.getFileName() + "-" + width + ".png", width,
        layout.documentHeight());
    assertThat(layout.documentWidth()).as("document width at a %d px window", width).isEqualTo(layout.viewportWidth());
    assertThat(layout.overflowingElements()).as("elements that scroll sideways at %d px", width).isZero();
    return layout;
  }

  /**
   * Serves {@code directory} under Jenkins' CSP, renders {@code page} into {@code screenshot} and
   * asserts that it asked for nothing but itself and the stylesheet, without a violation.
   */
  private void assertRendersAlone(Path directory, String page, String screenshotName) throws Exception {
    assertRendersAlone(directory, page, screenshotName, 1280, 2400);
  }

  private void assertRendersAlone(Path directory, String page, String screenshotName, int width, int height)
      throws Exception {
    Path screenshot = ARTIFACTS.resolve(screenshotName);
    List<String> requests;
    HeadlessChromium.Rendering rendering;
    try (CspServer server = CspServer.serve(directory.toAbsolutePath())) {
      rendering = HeadlessChromium.screenshot(chromium, server.uri(page), screenshot, work, width, height);
      requests = server.requests();
    }

    assertThat(requests).as("what the page asked the server for")
        .contains("GET /" + page, "GET /report.css")
        .allSatisfy(r -> assertThat(r).isIn("GET /" + page, "GET /report.css", "GET /favicon.ico"));
    assertThat(violations(rendering)).as("CSP violations in the browser log").isEmpty();
    assertThat(screenshot).isRegularFile();
    assertThat(Files.size(screenshot)).as("a screenshot of a drawn page, not a blank one").isGreaterThan(50_000);
  }

  @Test
  void aPageThatBreaksThePolicyIsCaught() throws Exception {
    // The control: proves the checks above can fail, with the violations a careless template makes.
    Path page = work.resolve("site");
    Files.createDirectories(page);
    Files.writeString(page.resolve("index.html"), "<!DOCTYPE html><html><head><style>p{color:red}</style></head>"
        + "<body><p style=\"color:blue\">x</p><script>document.title='x'</script><img src=\"logo.png\"></body></html>");

    List<String> requests;
    HeadlessChromium.Rendering rendering;
    try (CspServer server = CspServer.serve(page.toAbsolutePath())) {
      rendering = HeadlessChromium.screenshot(chromium, server.uri("index.html"), work.resolve("bad.png"), work);
      requests = server.requests();
    }

    assertThat(requests).contains("GET /logo.png", "POST " + CspServer.VIOLATION_PATH);
    assertThat(violations(rendering)).isNotEmpty();
  }

  /** Browser log lines about a blocked style, script or resource. */
  private static List<String> violations(HeadlessChromium.Rendering rendering) {
    return rendering.log().stream()
        .filter(line -> line.contains("Content Security Policy") || line.contains("sandboxed"))
        .toList();
  }

  private static Path hostileRun(Path log) throws IOException {
    try (RunLogWriter writer = RunLogWriter.create(log, START + 200, "SampleCheckout")) {
      for (int s = 0; s < 12; s++) {
        writer.users(s, 2, s == 0 ? 2 : 0, s == 11 ? 2 : 0);
        writer.requests(s, HOSTILE, Status.OK, repeated(20 + 3L * s, 8_000 + 500L * s));
        writer.requests(s, HOSTILE, Status.KO, repeated(1, 120_000));
        writer.errors(s, HOSTILE, "STATUS", 1, "status 500: " + HOSTILE);
      }
      writer.end(START + 12_300, "completed");
    }
    return log;
  }
}
