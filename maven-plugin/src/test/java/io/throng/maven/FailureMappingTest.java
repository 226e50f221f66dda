package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FailureMappingTest {

  private static final String NL = System.lineSeparator();

  private final RecordingLog log = new RecordingLog();

  @Test
  void passedRunsPassQuietly() {
    assertThatCode(() -> FailureMapping.check(List.of(outcome("a.Smoke", 0)), true, log)).doesNotThrowAnyException();
    assertThat(log.lines).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1   | MojoFailureException   | a.Smoke failed its assertions:{NL}  - global: max response time < 1 ms (actual 3 ms, expected < 1 ms)",
        "2   | MojoExecutionException | a.Smoke could not run to the end: the last error line above says why",
        "130 | MojoExecutionException | the JVM running a.Smoke was stopped by signal 2 (exit code 130, Ctrl-C or a CI timeout): its run log and report cover",
        "143 | MojoExecutionException | the JVM running a.Smoke was stopped by signal 15 (exit code 143, Ctrl-C",
        "137 | MojoExecutionException | the JVM running a.Smoke was stopped by signal 9 (exit code 137): if nobody",
        "4   | MojoFailureException   | a.Smoke regressed against its baseline (loadtest.failOnRegression=false would only warn): the REGRESSED lines above say where",
        "5   | MojoExecutionException | the JVM running a.Smoke ended with unexpected exit code 5: see its output",
        "-1  | MojoExecutionException | the JVM running a.Smoke ended with unexpected exit code -1",
      })
  void mapsEveryOtherStatusToAnExceptionThatSaysWhatToDo(int exitCode, String exception, String messageStart) {
    Class<?> expected =
        exception.equals("MojoFailureException") ? MojoFailureException.class : MojoExecutionException.class;

    assertThatThrownBy(() -> FailureMapping.check(List.of(outcome("a.Smoke", exitCode)), true, log))
        .isExactlyInstanceOf(expected)
        .hasMessageStartingWith(messageStart.replace("{NL}", NL));
  }

  @Test
  void failedAssertionsOnlyWarnWhenFailOnAssertionIsOff() {
    assertThatCode(() -> FailureMapping.check(List.of(outcome("a.Smoke", 1)), false, log)).doesNotThrowAnyException();

    assertThat(log.lines).containsExactly(
        "[warn] a.Smoke failed its assertions:" + NL
            + "  - global: max response time < 1 ms (actual 3 ms, expected < 1 ms)" + NL
            + "  Report: /runs/a.Smoke/index.html",
        "[warn] loadtest.failOnAssertion is false: the build goes on");
  }

  @Test
  void aRegressionFailsTheBuildNamingEachRegressedMetricEvenWhenFailedAssertionsOnlyWarn() {
    String sentence = "REGRESSED request user: p95 3.001 ms -> 4.516 ms (+50.5 %; 95 % interval of the worsening"
        + " +40.1 % .. +61.2 %, tolerance 10 %)";
    Path folder = Path.of("/runs/a.Checkout");
    FinishedRun regressed = new FinishedRun("a.Checkout", ExitStatus.REGRESSED.code(), Optional.of(new RunOutcomeFile(
        Optional.of(folder), Optional.of(folder.resolve("index.html")), ExitStatus.REGRESSED, List.of(), false,
        List.of(sentence))));
    List<FinishedRun> outcomes = List.of(outcome("a.Smoke", 1), regressed);

    assertThatThrownBy(() -> FailureMapping.check(outcomes, false, log))
        .isExactlyInstanceOf(MojoFailureException.class)
        .hasMessage("a.Checkout regressed against its baseline (loadtest.failOnRegression=false would only warn):" + NL
            + "  - " + sentence + NL + "  Report: " + Path.of("/runs/a.Checkout/index.html"));
    assertThat(log.lines).contains("[info]   REGRESSED a.Checkout  /runs/a.Checkout/index.html",
        "[warn] loadtest.failOnAssertion is false: the build goes on");
  }

  @Test
  void severalRunsGetASummaryAndAToolErrorWinsOverFailedAssertions() {
    List<FinishedRun> outcomes = List.of(outcome("a.Smoke", 0), outcome("a.Checkout", 1),
        new FinishedRun("a.Broken", 2, Optional.empty()));

    assertThatThrownBy(() -> FailureMapping.check(outcomes, true, log))
        .isExactlyInstanceOf(MojoExecutionException.class)
        .hasMessage("a.Broken could not run to the end: the last error line above says why; fix that and run again");
    assertThat(log.lines).containsExactly(
        "[info] Load test summary:",
        "[info]   PASSED a.Smoke  /runs/a.Smoke/index.html",
        "[info]   FAILED a.Checkout  /runs/a.Checkout/index.html",
        "[info]   ERROR  a.Broken  (no report)");
  }

  @Test
  void anInvalidRunFailsTheBuildSayingWhy() {
    assertThatThrownBy(() -> FailureMapping.check(List.of(outcome("a.Smoke", ExitStatus.RUN_INVALID.code())), true, log))
        .isExactlyInstanceOf(MojoFailureException.class)
        .hasMessageStartingWith("a.Smoke ran on a saturated load generator, so its figures are not valid and"
            + " loadtest.failOnInvalid=true fails the build");
  }

  private static FinishedRun outcome(String simulation, int exitCode) {
    Path folder = Path.of("/runs", simulation);
    return new FinishedRun(simulation, exitCode, Optional.of(new RunOutcomeFile(Optional.of(folder),
        Optional.of(folder.resolve("index.html")), ExitStatus.of(exitCode),
        exitCode == 1 ? List.of("global: max response time < 1 ms (actual 3 ms, expected < 1 ms)") : List.of(), false)));
  }
}
