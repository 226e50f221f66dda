package io.throng.maven;

import io.throng.app.JvmDefaults;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * The parameters every goal that runs simulations of the project on this machine shares ({@code
 * loadtest:run}, {@code loadtest:sweep}) beyond {@link LoadtestMojo}'s, and the {@link RunRequest}
 * they make of them. Maven
 * reads the annotations of this class for each goal that extends it, as Surefire's goals share
 * theirs.
 */
abstract class SimulationMojo extends LoadtestMojo {

  /**
   * Trims the C heap every second, giving back to the system what the JIT compilers and the class
   * loading of the run's first seconds freed (glibc keeps it otherwise). Only JDK 17.0.9+, 21.0.1+
   * and 22+ know it, so {@link SimulationRunner} leaves it out on older JVMs, which would refuse to
   * start.
   */
  static final String TRIM_NATIVE_HEAP = "-XX:TrimNativeHeapInterval=1000";

  /**
   * Each forked JVM's options unless the build sets its own. The figures behind each choice are in
   * docs/performance.md#behind-the-default-jvm-options.
   * <ul>
   *   <li>The serial collector, whatever the machine (HotSpot picks G1 from two cores on): a load
   *       generator's heap is small and its CPU per request is what counts, and the serial
   *       collector's write barrier is the cheapest and it runs no concurrent threads. A build with
   *       a heap of several GB may put {@code -XX:+UseG1GC} in its place in its {@code jvmArgs},
   *       without {@code NewRatio} (G1 warns that {@code NewSize} overrides it).
   *   <li>A heap that grows as the users' objects do, instead of the JVM's default initial heap, a
   *       share of the machine's memory that all becomes resident once a run has swept through its
   *       young generation, however few objects the users keep: a small young generation that grows
   *       only once the old one is several times larger ({@code NewRatio=4}), an old one that
   *       starts small and shrinks back at once ({@code -XX:-ShrinkHeapInSteps}) when {@code Main}
   *       collects before the report, so the report's memory does not come on top of the run's
   *       heap; and {@link #TRIM_NATIVE_HEAP}.
   *   <li>{@link JvmDefaults#JIT_AND_NETTY}, which Kubernetes pods get too.
   * </ul>
   */
  static final String DEFAULT_JVM_ARGS =
      "-XX:+UseSerialGC -XX:NewSize=16m -XX:NewRatio=4 -XX:InitialHeapSize=20m -XX:MaxHeapFreeRatio=50"
      + " -XX:-ShrinkHeapInSteps " + TRIM_NATIVE_HEAP + " " + JvmDefaults.JIT_AND_NETTY;

  /**
   * Options for each forked JVM, separated by spaces, such as {@code -Xmx2g -XX:+UseZGC}; they
   * replace {@link #DEFAULT_JVM_ARGS}.
   */
  @Parameter(property = "loadtest.jvmArgs", defaultValue = DEFAULT_JVM_ARGS)
  private String jvmArgs;

  /**
   * A HOCON file (the syntax of {@code loadtest.conf}) whose {@code loadtest.*} settings the runs
   * use: they win over {@code loadtest.conf} and the engine's defaults, and {@code -Dloadtest.*}
   * properties win over them.
   */
  @Parameter(property = "loadtest.config")
  private File config;

  /**
   * Whether each forked JVM runs with the JDK's ahead-of-time cache (JDK 25 or later, which Maven
   * must run on, as the fork runs on Maven's JDK): the first run of a class path trains it, and its
   * JVM takes seconds longer to exit while the JDK writes it; the runs after it load and link the
   * classes from it and start with the training run's method profiles, so their first seconds run
   * nearer full speed. Off by default because the cache, mapped into the JVM, stays resident: it
   * raises each run's memory. The project's class folders go into jars for it, and the cache stays
   * in {@code target/loadtest-aot}.
   */
  @Parameter(property = "loadtest.aotCache", defaultValue = "false")
  private boolean aotCache;

  /** This plugin's artifactId, by which a module of the build declares it. */
  private static final String PLUGIN_ARTIFACT_ID = "loadtest-maven-plugin";

  /** The plugin's runtime artifacts (app, engine, report and theirs): each run's own classpath. */
  @Parameter(defaultValue = "${plugin.artifacts}", readonly = true, required = true)
  private List<Artifact> pluginArtifacts;

  /** Refuses a project of packaging pom, which has no simulations, naming the module to run {@code goal} in. */
  final void requireSimulationModule(String goal) throws MojoExecutionException {
    MavenSession session = session();
    MavenProject project = project();
    Path top = session.getTopLevelProject() != null ? session.getTopLevelProject().getBasedir().toPath()
        : project.getBasedir().toPath();
    List<String> withPlugin = session.getProjects().stream()
        .filter(module -> module.getBuildPlugins().stream()
            .anyMatch(plugin -> PLUGIN_ARTIFACT_ID.equals(plugin.getArtifactId())))
        .map(module -> top.relativize(module.getBasedir().toPath()).toString())
        .filter(path -> !path.isEmpty())
        .toList();
    Optional<String> refusal = AggregatorProject.refusal(goal, project.getPackaging(), project.getModules(), withPlugin);
    if (refusal.isPresent()) {
      throw new MojoExecutionException(refusal.get());
    }
  }

  /** The run these parameters describe, with the goal's own choices for the rest. */
  final RunRequest runRequest(boolean all, boolean fork, boolean failOnAssertion, int shards, String startDelay) {
    MavenProject project = project();
    return new RunRequest(
        simulation(),
        all,
        resultsDirectory(),
        jvmArgs,
        fork,
        config == null ? null : config.toPath(),
        failOnAssertion,
        project.getBasedir().toPath(),
        Path.of(project.getBuild().getOutputDirectory()),
        Path.of(project.getBuild().getTestOutputDirectory()),
        project.getArtifacts(),
        pluginArtifacts,
        session().getSystemProperties(),
        session().getUserProperties(),
        shards,
        startDelay,
        aotCache ? Path.of(project.getBuild().getDirectory(), "loadtest-aot") : null);
  }
}
