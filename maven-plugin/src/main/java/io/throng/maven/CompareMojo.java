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
 * Compares finished runs side by side — the same simulation against two servers, or repeats of
 * one — in one page, {@code comparison.html}, with {@code comparison.json} beside it:
 *
 * <pre>{@code
 * mvn loadtest:compare -Dloadtest.runs='apache=target/loadtest/apache/*,nginx=target/loadtest/nginx/*'
 * mvn loadtest:compare -Dloadtest.runs=target/loadtest/smoke-20261129-221503,target/loadtest/smoke-20261129-222010
 * }</pre>
 *
 * <p>The page holds seed 003's table (per run: mean TPS, peak TPS, requests, errors), the mean
 * and spread over each group's repeats, each group's percentile and error deltas against the
 * first group, and the TPS and p95 charts of all runs overlaid. Nothing runs: the run folders'
 * logs are read as they are.
 */
@Mojo(name = "compare", requiresProject = false, threadSafe = true)
public class CompareMojo extends AbstractMojo {

  /**
   * The runs to compare, separated by commas; the first run's group is the baseline. Each is
   * {@code label=folder} or a bare folder (labelled by its {@code label.txt}, else by its name),
   * and a folder's last part may be a pattern ({@code apache=target/loadtest/apache/*}): every
   * folder it matches gets the label, as one more repeat of that group. Runs whose labels share
   * the part before the last {@code #} are repeats of one group too ({@code apache#1}). Relative
   * folders are in the project's folder.
   */
  @Parameter(property = "loadtest.runs", required = true)
  private String runs;

  /** The project's folder, where relative run folders are; without a project, the current folder. */
  @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
  private File basedir;

  /** Where {@code comparison.html}, {@code comparison.json} and {@code report.css} go. */
  @Parameter(property = "loadtest.comparisonDirectory", defaultValue = "${project.build.directory}/loadtest/comparison")
  private File comparisonDirectory;

  @Override
  public void execute() throws MojoExecutionException {
    List<String> arguments = new ArrayList<>(List.of("compare", "--out", comparisonDirectory.getAbsolutePath()));
    arguments.addAll(LabelledRuns.expand(runs, basedir.toPath()));
    getLog().info("Comparing " + String.join(" ", arguments.subList(3, arguments.size())));
    if (Main.execute(arguments.toArray(String[]::new)) != ExitStatus.COMPLETED.code()) {
      throw new MojoExecutionException("could not compare " + runs + ": the error line above says why");
    }
  }
}
