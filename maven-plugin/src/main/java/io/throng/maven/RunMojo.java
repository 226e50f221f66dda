package io.throng.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs simulations of the project, each in a forked JVM, then writes each one's HTML report and
 * {@code junit.xml} into its own run folder:
 *
 * <pre>{@code
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.baseUrl=http://127.0.0.1:8080
 * mvn loadtest:run -Dsimulation='Smoke,*Checkout*'
 * mvn loadtest:run -Dloadtest.all
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.shards=3      # 3 shard JVMs, one merged report
 * mvn loadtest:run -Dsimulation=Smoke -Dloadtest.repeat=5 -Dloadtest.baseline=src/test/loadtest/baselines/Smoke.json
 * }</pre>
 *
 * <p>Simulations are found among the project's main and test classes, compiled first. Every
 * {@code -Dloadtest.*} property is passed on to the run's configuration. The build fails when
 * a simulation fails its assertions, and errors when one cannot be run. With {@code
 * loadtest.baseline} (a file {@code loadtest:baseline} wrote) the run's repeats ({@code
 * loadtest.repeat}, each in its own run folder, in one JVM) are judged against it in the forked JVM, per
 * metric within {@code loadtest.tolerance.<metric>}, and a regression fails the build like a
 * failed assertion, unless {@code loadtest.failOnRegression} is false.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class RunMojo extends SimulationMojo {

  /** Runs every simulation of the project, one after another; {@code simulation} is then ignored. */
  @Parameter(property = "loadtest.all", defaultValue = "false")
  private boolean all;

  /**
   * Whether each simulation runs in its own JVM. {@code false} runs it inside Maven's JVM, to
   * debug it with {@code mvnDebug}; {@code jvmArgs} then do not apply.
   */
  @Parameter(property = "loadtest.fork", defaultValue = "true")
  private boolean fork;

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

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skipped("the load test")) {
      return;
    }
    requireSimulationModule("run");
    new SimulationRunner(getLog()).run(runRequest(all, fork, failOnAssertion, shards, startDelay));
  }
}
