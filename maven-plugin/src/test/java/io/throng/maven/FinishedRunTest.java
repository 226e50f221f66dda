package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The plugin's reading of outcome.json; SimulationRunnerTest reads the files of real runs. */
class FinishedRunTest {

  @TempDir
  Path dir;

  @Test
  void takesTheReportAndFailedAssertionsFromTheOutcome() throws Exception {
    Path folder = dir.resolve("smoke-1");
    Path file = dir.resolve(RunOutcomeFile.FILE_NAME);
    new RunOutcomeFile(Optional.of(folder), Optional.of(folder.resolve("index.html")), ExitStatus.ASSERTIONS_FAILED,
        List.of("global: count of failed requests = 0 (actual 3, expected = 0)"), false).write(file);

    FinishedRun run = FinishedRun.read("a.Smoke", 1, file);

    assertThat(run.status()).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(run.report()).contains(folder.resolve("index.html").toAbsolutePath());
    assertThat(run.failedAssertions()).containsExactly("global: count of failed requests = 0 (actual 3, expected = 0)");
  }

  @Test
  void aSignalDecidesTheStatusButTheOutcomeStillPointsAtTheReport() throws Exception {
    Path file = dir.resolve(RunOutcomeFile.FILE_NAME);
    new RunOutcomeFile(Optional.of(dir), Optional.of(dir.resolve("index.html")), ExitStatus.COMPLETED, List.of(), true)
        .write(file);

    FinishedRun run = FinishedRun.read("a.Smoke", 143, file);

    assertThat(run.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(run.report()).contains(dir.resolve("index.html").toAbsolutePath());
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 137, 143})
  void noOutcomeAfterAToolErrorOrASignalIsThatToolError(int exitCode) throws Exception {
    FinishedRun run = FinishedRun.read("a.Smoke", exitCode, dir.resolve(RunOutcomeFile.FILE_NAME));

    assertThat(run.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(run.report()).isEmpty();
    assertThat(run.failedAssertions()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 3})
  void noOutcomeAfterARunThatWentToItsEndSaysWhatToAlign(int exitCode) {
    Path file = dir.resolve(RunOutcomeFile.FILE_NAME);

    assertThatThrownBy(() -> FinishedRun.read("a.Smoke", exitCode, file))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("the run of a.Smoke ended with exit status " + exitCode + " but wrote no " + file.toAbsolutePath()
            + ": the throng-app it ran is older than this plugin; give the project's Throng dependencies the"
            + " plugin's version and run again");
  }

  @Test
  void aCorruptedOutcomeSaysWhichFileAndWhatToDo() throws Exception {
    Path file = Files.writeString(dir.resolve(RunOutcomeFile.FILE_NAME), "{\"schemaVersion\": 1, \"outc");

    assertThatThrownBy(() -> FinishedRun.read("a.Smoke", 0, file))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("could not read how a.Smoke ended: " + file.toAbsolutePath()
            + " is not a valid outcome.json: it is not JSON (")
        .hasMessageEndingWith("; its output above says how it went; delete the file and run again");
  }
}
