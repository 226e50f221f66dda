package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@code loadtest:report} finds its run folders; the app's tests cover the writing. */
class ReportMojoTest {

  @TempDir Path results;

  @Test
  void expandsPatternsAmongFoldersAndKeepsPlainNames() throws Exception {
    Files.createDirectories(results.resolve("smoke-1"));
    Files.createDirectories(results.resolve("smoke-2"));
    Files.createDirectories(results.resolve("other-1"));
    Files.writeString(results.resolve("smoke-file"), "not a folder");

    assertThat(ReportMojo.folders(results + "/smoke-*, " + results.resolve("other-1")))
        .containsExactly(results.resolve("smoke-1"), results.resolve("smoke-2"), results.resolve("other-1"));
    assertThatThrownBy(() -> ReportMojo.folders(results + "/nope-*"))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no run folder matches " + results.resolve("nope-*"));
  }

  @Test
  void theLatestRunIsTheOneItsOutcomeNamesWhateverTheFileTimes() throws Exception {
    Path named = Files.createDirectories(results.resolve("a-named"));
    Path touched = Files.createDirectories(results.resolve("b-touched"));
    Files.writeString(named.resolve("run.log"), "x");
    new RunOutcomeFile(Optional.of(named), Optional.empty(), ExitStatus.COMPLETED, List.of(), false)
        .write(results.resolve(RunOutcomeFile.FILE_NAME));
    Files.writeString(touched.resolve("run.log"), "touched after");

    assertThat(ReportMojo.latestRun(results)).isEqualTo(named.toAbsolutePath());
  }

  @Test
  void noOutcomeSaysWhatToDo() {
    assertThatThrownBy(() -> ReportMojo.latestRun(results))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no run has left its outcome.json in " + results
            + ": run mvn loadtest:run first, or pass -Dloadtest.runs=<run folder>");
  }

  @Test
  void aCorruptedOrFolderlessOutcomeSaysWhatToDo() throws Exception {
    Path file = Files.writeString(results.resolve(RunOutcomeFile.FILE_NAME), "{\"schemaVersion\": 1,");

    assertThatThrownBy(() -> ReportMojo.latestRun(results))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith(file.toAbsolutePath() + " is not a valid outcome.json: it is not JSON (")
        .hasMessageEndingWith(": run mvn loadtest:run first, or pass -Dloadtest.runs=<run folder>");

    new RunOutcomeFile(Optional.empty(), Optional.empty(), ExitStatus.TOOL_ERROR, List.of(), false).write(file);

    assertThatThrownBy(() -> ReportMojo.latestRun(results))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("the latest run into " + results + " ended before it had a run folder (" + file + ")"
            + ": run mvn loadtest:run first, or pass -Dloadtest.runs=<run folder>");
  }

  @Test
  void aDoubledRunLogFailsTheGoalWithoutAReport() throws Exception {
    Path run = Files.createDirectories(results.resolve("smoke-1"));
    String log = "THRONG-RUNLOG\t1\nRUN\t1714564800000\tSmoke\nUSERS\t0\t1\t1\t0\nEND\t1714564801000\tcompleted\n";
    Files.writeString(run.resolve("run.log"), log + log);
    ReportMojo mojo = new ReportMojo();
    Field runs = ReportMojo.class.getDeclaredField("runs");
    runs.setAccessible(true);
    runs.set(mojo, run.toString());

    assertThatThrownBy(mojo::execute).isInstanceOf(MojoExecutionException.class)
        .hasMessage("could not write the report of " + run + ": the error line above says why");
    assertThat(run.resolve("index.html")).doesNotExist();
  }
}
