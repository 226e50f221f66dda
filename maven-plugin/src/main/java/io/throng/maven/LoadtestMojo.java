package io.throng.maven;

import java.io.File;
import java.nio.file.Path;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * The parameters every goal that runs the project's simulations shares, on this machine ({@link
 * SimulationMojo}) or on Kubernetes ({@link KubernetesMojo}). Maven reads the annotations of this
 * class for each goal that extends it. {@code jvmArgs} stays with each goal, as their defaults
 * differ: forked JVMs get tuned options, pods none (their heap follows the container's memory).
 */
abstract class LoadtestMojo extends AbstractMojo {

  /**
   * The simulations to run: a simple name ({@code Smoke}) when no other simulation shares it, a
   * fully-qualified name, a comma list of them, or patterns where {@code *} matches any characters
   * ({@code *Smoke*}); {@code loadtest:kubernetes} takes one name. When missing or unknown, the
   * build fails listing the simulations found.
   */
  @Parameter(property = "simulation")
  private String simulation;

  /**
   * The folder under which each run gets its own folder, holding its run log and report (and for
   * {@code loadtest:kubernetes} the Job's manifest and the shards' logs).
   */
  @Parameter(
      property = "loadtest.resultsDirectory",
      defaultValue = "${project.build.directory}/loadtest")
  private File resultsDirectory;

  /** Skips the goal, for example in a build that runs load tests only on demand. */
  @Parameter(property = "loadtest.skip", defaultValue = "false")
  private boolean skip;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  private MavenSession session;

  /** Whether {@code loadtest.skip} is set; the goal then says so and does nothing. */
  final boolean skipped(String what) {
    if (skip) {
      getLog().info("Skipping " + what + ": loadtest.skip is set");
    }
    return skip;
  }

  /** The {@code simulation} parameter as given; {@code null} when it was not. */
  final String simulation() {
    return simulation;
  }

  final Path resultsDirectory() {
    return resultsDirectory.toPath();
  }

  final MavenProject project() {
    return project;
  }

  final MavenSession session() {
    return session;
  }
}
