package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
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
  void theNewestRunIsTheOneWhoseRunLogChangedLast() throws Exception {
    Path older = Files.createDirectories(results.resolve("b-older"));
    Path newer = Files.createDirectories(results.resolve("a-newer"));
    Files.setLastModifiedTime(Files.writeString(older.resolve("run.log"), "x"), FileTime.from(Instant.parse("2024-05-01T12:00:00Z")));
    Files.setLastModifiedTime(Files.writeString(newer.resolve("run.log"), "x"), FileTime.from(Instant.parse("2024-05-01T13:00:00Z")));
    Files.createDirectories(results.resolve("z-no-log"));

    assertThat(ReportMojo.newestRun(results)).isEqualTo(newer.toAbsolutePath());
  }

  @Test
  void noRunFolderSaysWhatToDo() {
    assertThatThrownBy(() -> ReportMojo.newestRun(results))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no run folder with a run.log under " + results
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
