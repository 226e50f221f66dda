package io.throng.maven;

import io.throng.app.Main;
import java.io.File;
import java.nio.file.Path;
import java.time.Instant;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Regenerates the HTML report of a run folder from its run log, without running anything:
 *
 * <pre>{@code
 * mvn loadtest:report                                    # the newest run under target/loadtest
 * mvn loadtest:report -Dloadtest.runs=target/loadtest/smoke-20261129-221503
 * }</pre>
 *
 * <p>The report is written into the run folder, replacing the one there. Assertions are not
 * evaluated again (the run's {@code junit.xml} keeps them). Merging several run folders into
 * one report is not available yet: pass one folder.
 */
@Mojo(name = "report", requiresProject = false, threadSafe = true)
public class ReportMojo extends AbstractMojo {

  /**
   * The run folders to report on, separated by commas; by default the newest run folder (the
   * one whose run log changed last) under {@code resultsDirectory}.
   */
  @Parameter(property = "loadtest.runs")
  private String runs;

  /** The folder under which runs have their folders, searched when {@code runs} is not given. */
  @Parameter(
      property = "loadtest.resultsDirectory",
      defaultValue = "${project.build.directory}/loadtest")
  private File resultsDirectory;

  @Override
  public void execute() throws MojoExecutionException {
    String folders = runs == null || runs.isBlank()
        ? newestRun(resultsDirectory.toPath()).toString()
        : Stream.of(runs.split(",")).map(String::strip).filter(s -> !s.isEmpty())
            .map(folder -> Path.of(folder).toAbsolutePath().toString())
            .collect(Collectors.joining(","));
    getLog().info("Regenerating the report of " + folders);
    int status = Main.execute("--report", folders);
    if (status != Main.COMPLETED) {
      throw new MojoExecutionException("could not regenerate the report of " + folders
          + ": the error line above says why");
    }
  }

  /** The run folder under {@code results} whose run log changed last. */
  static Path newestRun(Path results) throws MojoExecutionException {
    return RunFolders.newest(results, "run.log", Instant.EPOCH).map(Path::getParent)
        .orElseThrow(() -> new MojoExecutionException("no run folder with a run.log under " + results
            + ": run mvn loadtest:run first, or pass -Dloadtest.runs=<run folder>"));
  }
}
