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
 * Runs simulations of the project, each in a forked JVM, then writes each one's HTML report and
 * {@code junit.xml} into its own run folder:
 *
 * <pre>{@code
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.baseUrl=http://127.0.0.1:8080
 * mvn loadtest:run -Dsimulation='Smoke,*Checkout*'
 * mvn loadtest:run -Dloadtest.all
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.shards=3      # 3 shard JVMs, one merged report
 * }</pre>
 *
 * <p>Simulations are found among the project's main and test classes, compiled first. Every
 * {@code -Dloadtest.*} property is passed on to the run's configuration. The build fails when
 * a simulation fails its assertions, and errors when one cannot be run.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class RunMojo extends AbstractMojo {

  /**
   * The simulations to run: a simple name ({@code Smoke}) when no other simulation shares it, a
   * fully-qualified name, a comma list of them, or patterns where {@code *} matches any characters
   * ({@code *Smoke*}). When missing or unknown, the build fails listing the simulations found.
   */
  @Parameter(property = "simulation")
  private String simulation;

  /** Runs every simulation of the project, one after another; {@code simulation} is then ignored. */
  @Parameter(property = "loadtest.all", defaultValue = "false")
  private boolean all;

  /** The folder under which each run gets its own folder, holding its run log and report. */
  @Parameter(
      property = "loadtest.resultsDirectory",
      defaultValue = "${project.build.directory}/loadtest")
  private File resultsDirectory;

  /** Skips the run, for example in a build that runs load tests only on demand. */
  @Parameter(property = "loadtest.skip", defaultValue = "false")
  private boolean skip;

  /**
   * The forked JVM's options unless the build sets its own: a small initial heap. The JVM's own
   * default is 1/64 of the machine's memory (376 MB on 24 GB), whose young generation a run sweeps
   * through, so that much becomes resident however few objects the users keep: 10,000 users keep
   * about 45 MB.
   */
  static final String DEFAULT_JVM_ARGS = "-Xms64m";

  /**
   * Options for the forked JVM, separated by spaces, such as {@code -Xmx2g -XX:+UseZGC}; they
   * replace {@link #DEFAULT_JVM_ARGS}.
   */
  @Parameter(property = "loadtest.jvmArgs", defaultValue = DEFAULT_JVM_ARGS)
  private String jvmArgs;

  /**
   * Whether each simulation runs in its own JVM. {@code false} runs it inside Maven's JVM, to
   * debug it with {@code mvnDebug}; {@code jvmArgs} then do not apply.
   */
  @Parameter(property = "loadtest.fork", defaultValue = "true")
  private boolean fork;

  /**
   * A HOCON file (the syntax of {@code loadtest.conf}) whose {@code loadtest.*} settings the runs
   * use: they win over {@code loadtest.conf} and the engine's defaults, and {@code -Dloadtest.*}
   * properties win over them.
   */
  @Parameter(property = "loadtest.config")
  private File config;

  /**
   * Whether failed assertions fail the build. When {@code false}, they are listed as warnings and
   * the build goes on; a run that could not run at all still fails it.
   */
  @Parameter(property = "loadtest.failOnAssertion", defaultValue = "true")
  private boolean failOnAssertion;

  /**
   * How many shard JVMs each simulation runs as on this machine. Each runs its share of every
   * population (user {@code i} of an open population on shard {@code i mod shards}, concurrency
   * and budgets shared out, throttles divided), all start at one instant a few seconds ahead, and
   * their run logs are merged into one report whose assertions decide the build. 1 runs one JVM.
   */
  @Parameter(property = "loadtest.shards", defaultValue = "1")
  private int shards;

  /**
   * With {@code shards} above 1: how far ahead the shards' common start instant is set, such as
   * {@code 10s}; each shard must be ready by then (JVM started, simulation built), or it fails.
   */
  @Parameter(property = "loadtest.startDelay", defaultValue = "10s")
  private String startDelay;

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
                all,
                resultsDirectory.toPath(),
                jvmArgs,
                fork,
                config == null ? null : config.toPath(),
                failOnAssertion,
                project.getBasedir().toPath(),
                Path.of(project.getBuild().getOutputDirectory()),
                Path.of(project.getBuild().getTestOutputDirectory()),
                project.getArtifacts(),
                pluginArtifacts,
                session.getSystemProperties(),
                session.getUserProperties(),
                shards,
                startDelay));
  }
}
