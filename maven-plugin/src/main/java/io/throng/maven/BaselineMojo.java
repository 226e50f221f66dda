package io.throng.maven;

import io.throng.app.ExitStatus;
import io.throng.app.Main;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the baseline of a simulation, to commit beside it and judge later runs against with
 * {@code loadtest:run -Dloadtest.baseline=<file>}:
 *
 * <pre>{@code
 * mvn loadtest:baseline -Dsimulation=Checkout                       # 5 runs, src/test/loadtest/baselines/Checkout.json
 * mvn loadtest:baseline -Dsimulation=Checkout -Dloadtest.repeat=10
 * mvn loadtest:baseline -Dloadtest.baseline.runs='target/loadtest/checkout-*'   # finished run folders
 * }</pre>
 *
 * <p>The runs go one after another in one forked JVM, each into its own run folder, as {@code
 * loadtest:run -Dloadtest.repeat=N} makes them; the baseline is written only if every run
 * completed and passed its assertions. Given run folders, nothing runs.
 */
@Mojo(name = "baseline", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class BaselineMojo extends SimulationMojo {

  /**
   * Finished run folders of one simulation to record instead of running it, separated by
   * commas; a folder's last part may be a pattern ({@code target/loadtest/checkout-*}). Relative
   * folders are in the project's folder.
   */
  @Parameter(property = "loadtest.baseline.runs")
  private String runs;

  /**
   * The baseline file to write; by default {@code src/test/loadtest/baselines/<Simulation>.json}
   * in the project, the file {@code loadtest:run -Dloadtest.baseline} then names.
   */
  @Parameter(property = "loadtest.baseline")
  private File baseline;

  /** How many runs of the simulation the baseline is made of. */
  @Parameter(property = "loadtest.repeat", defaultValue = "5")
  private int repeat;

  /** The project's folder, where relative run folders are and the default baseline goes. */
  @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
  private File basedir;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skipped("the baseline")) {
      return;
    }
    if (repeat < 1) {
      throw new MojoExecutionException("loadtest.repeat must be >= 1, was " + repeat);
    }
    Path file = baseline == null ? null : baseline.toPath();
    if (runs == null || runs.isBlank()) {
      requireSimulationModule("baseline");
      new SimulationRunner(getLog()).recordBaseline(runRequest(false, true, true, 1, null), repeat, file);
      return;
    }
    List<String> arguments = new ArrayList<>(List.of("baseline", "--project", basedir.getAbsolutePath()));
    if (file != null) {
      arguments.addAll(List.of("--out", file.toAbsolutePath().toString()));
    }
    for (String entry : runs.split(",")) {
      if (!entry.isBlank()) {
        ReportMojo.folders(basedir.toPath().resolve(entry.strip()).toString()).forEach(f -> arguments.add(f.toString()));
      }
    }
    if (Main.execute(arguments.toArray(String[]::new)) != ExitStatus.COMPLETED.code()) {
      throw new MojoExecutionException("no baseline written from " + runs + ": the error line above says why");
    }
  }
}
