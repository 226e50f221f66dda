package io.throng.maven;

import java.io.File;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs one simulation at a series of load levels, one forked JVM per level, and writes one sweep
 * report with each metric charted against the level, plus each level's own report:
 *
 * <pre>{@code
 * mvn loadtest:sweep -Dsimulation=ThreadGroupSweep -Dloadtest.sweep.parameter=threads \
 *     -Dloadtest.sweep.levels=100,500,1000,1500,3000 -Dloadtest.sweep.maxErrorPercent=1 \
 *     -Dloadtest.sweep.maxP99=1s -Dloadtest.sweep.stopAtFirstBreak=true
 * }</pre>
 *
 * <p>Level {@code v} runs the simulation as {@code loadtest:run} would, with {@code
 * -Dloadtest.<parameter>=v}. Given a limit, the report marks the first level that broke it and
 * states the highest level that held; neither fails the build, nor do a level's failed
 * assertions. A level that could not run to the end is a build error.
 */
@Mojo(name = "sweep", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class SweepMojo extends SimulationMojo {

  /**
   * The setting each level sets: level {@code v} runs with {@code -Dloadtest.<parameter>=v}, such
   * as {@code threads}, which the simulation reads with {@code config().getLong("threads", ...)}.
   */
  @Parameter(property = "loadtest.sweep.parameter")
  private String parameter;

  /** The levels, lightest first, separated by commas, such as {@code 100,500,1000,1500,3000}. */
  @Parameter(property = "loadtest.sweep.levels")
  private String levels;

  /** A level holds with at most this percentage of failed requests, such as {@code 1}. */
  @Parameter(property = "loadtest.sweep.maxErrorPercent")
  private String maxErrorPercent;

  /** A level holds with a p99 response time at most this long: {@code 1s}, {@code 1500ms} or {@code 1500} (ms). */
  @Parameter(property = "loadtest.sweep.maxP99")
  private String maxP99;

  /**
   * Whether to stop after the first level that did not hold (over the limit, or not a valid run);
   * the report then states the highest level that held, and the console lists the levels not run.
   */
  @Parameter(property = "loadtest.sweep.stopAtFirstBreak", defaultValue = "false")
  private boolean stopAtFirstBreak;

  /**
   * Where the sweep goes: {@code sweep.html}, {@code sweep.json}, and a folder {@code
   * <parameter>-<level>} per level holding its run folder. By default a new folder {@code
   * <simulation>-sweep-<time>} in {@code resultsDirectory}.
   */
  @Parameter(property = "loadtest.sweep.directory")
  private File sweepDirectory;

  @Override
  public void execute() throws MojoExecutionException {
    if (skipped("the sweep")) {
      return;
    }
    requireSimulationModule("sweep");
    new ForkedSweep(getLog()).run(new SweepRequest(runRequest(false, true, false, 1, null), parameter, levels,
        maxErrorPercent, maxP99, stopAtFirstBreak, sweepDirectory == null ? null : sweepDirectory.toPath()));
  }
}
