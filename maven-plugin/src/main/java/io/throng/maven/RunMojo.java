package io.throng.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * Runs one simulation of the project in a forked JVM, then writes its HTML report into the
 * run's folder:
 *
 * <pre>{@code
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.baseUrl=http://127.0.0.1:8080
 * }</pre>
 *
 * <p>Simulations are found among the project's main and test classes, compiled first. Every
 * {@code -Dloadtest.*} property is passed on to the run's configuration. The build fails when
 * the simulation fails its assertions, and errors when it cannot be run.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class RunMojo extends AbstractMojo {

  /**
   * The simulation to run: its simple name ({@code Smoke}) when no other simulation shares it,
   * or its fully-qualified name. When missing or unknown, the build fails listing the
   * simulations found.
   */
  @Parameter(property = "simulation")
  private String simulation;

  /** The folder under which each run gets its own folder, holding its run log and report. */
  @Parameter(
      property = "loadtest.resultsDirectory",
      defaultValue = "${project.build.directory}/loadtest")
  private File resultsDirectory;

  /** Skips the run, for example in a build that runs load tests only on demand. */
  @Parameter(property = "loadtest.skip", defaultValue = "false")
  private boolean skip;

  /** Options for the forked JVM, separated by spaces, such as {@code -Xmx2g -XX:+UseZGC}. */
  @Parameter(property = "loadtest.jvmArgs")
  private String jvmArgs;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  private MavenSession session;

  /** The plugin's runtime artifacts (app, engine, report and theirs): the run's own classpath. */
  @Parameter(defaultValue = "${plugin.artifacts}", readonly = true, required = true)
  private List<Artifact> pluginArtifacts;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("Skipping the load test: loadtest.skip is set");
      return;
    }
    new SimulationRunner(getLog())
        .run(
            new RunRequest(
                simulation,
                resultsDirectory.toPath(),
                jvmArgs,
                project.getBasedir().toPath(),
                Path.of(project.getBuild().getOutputDirectory()),
                Path.of(project.getBuild().getTestOutputDirectory()),
                project.getArtifacts(),
                pluginArtifacts,
                session.getSystemProperties(),
                session.getUserProperties()));
  }
}
