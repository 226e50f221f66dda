package io.throng.maven;

import io.throng.app.ExitStatus;
import io.throng.app.Main;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Draws the trend of a simulation's history — the CSV file its runs append their headline figures
 * to with {@code -Dloadtest.history=<file>} — as {@code trend.html}, one chart per scope and
 * metric with each change point marked, without running anything:
 *
 * <pre>{@code
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.history=src/test/loadtest/history/Smoke.csv   # each run appends
 * mvn loadtest:trend -Dloadtest.history=src/test/loadtest/history/Smoke.csv
 * mvn loadtest:trend -Dloadtest.history='src/test/loadtest/history/{simulation}.csv' -Dsimulation=Smoke
 * }</pre>
 *
 * <p>Like {@code loadtest:report} and {@code loadtest:compare} it reads files only, so it needs
 * neither the project's classes nor a simulation. A change point does not fail the build: the
 * trend informs, {@code loadtest.baseline} judges.
 */
@Mojo(name = "trend", requiresProject = false, threadSafe = true)
public class TrendMojo extends AbstractMojo {

  /**
   * The history file to draw, as {@code loadtest:run} appended it; {@code {simulation}} in the path
   * stands for {@code simulation}. Relative paths are in the project's folder.
   */
  @Parameter(property = "loadtest.history", required = true)
  private String history;

  /** The simulation's simple name, when {@code history} has {@code {simulation}} in its path. */
  @Parameter(property = "simulation")
  private String simulation;

  /** The project's folder, where a relative history is; without a project, the current folder. */
  @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
  private File basedir;

  /** Where {@code trend.html} and {@code report.css} go. */
  @Parameter(property = "loadtest.trendDirectory", defaultValue = "${project.build.directory}/loadtest/trend")
  private File trendDirectory;

  @Override
  public void execute() throws MojoExecutionException {
    String file = basedir.toPath().resolve(history).toString();
    getLog().info("Drawing the trend of " + file);
    List<String> arguments = new ArrayList<>(List.of("trend", "--out", trendDirectory.getAbsolutePath()));
    if (simulation != null && !simulation.isBlank()) {
      arguments.addAll(List.of("--simulation", simulation));
    }
    arguments.add(file);
    if (Main.execute(arguments.toArray(String[]::new)) != ExitStatus.COMPLETED.code()) {
      throw new MojoExecutionException("could not draw the trend of " + file + ": the error line above says why");
    }
  }
}
