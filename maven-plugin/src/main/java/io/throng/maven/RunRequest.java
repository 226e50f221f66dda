package io.throng.maven;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Properties;
import org.apache.maven.artifact.Artifact;

/**
 * Everything {@link SimulationRunner} needs for one {@code loadtest:run}, as {@link RunMojo}
 * gathers it from its parameters, the project and the plugin's own descriptor.
 *
 * @param simulation which simulations to run: a simple or fully-qualified name, a comma list, or
 *     patterns such as {@code *Smoke*}; {@code null} when not given
 * @param all whether to run every simulation of the project, whatever {@code simulation} says
 * @param resultsDirectory where each run's folder goes
 * @param jvmArgs options for the forked JVM separated by whitespace; {@code null} for none
 * @param fork whether each run gets its own JVM; {@code false} runs in Maven's JVM, for debugging
 * @param config a HOCON file whose {@code loadtest} settings the runs use; {@code null} for none
 * @param failOnAssertion whether failed assertions fail the build, or only warn
 * @param baseDirectory the project's folder: the forked JVM's working directory, so that files
 *     a simulation opens by relative path resolve as they do in the project's tests
 * @param classesDirectory the project's {@code target/classes}
 * @param testClassesDirectory the project's {@code target/test-classes}
 * @param projectArtifacts the project's resolved test-scope dependencies, in Maven's order
 * @param pluginArtifacts the plugin and its runtime dependencies: the app, engine and report
 * @param systemProperties the build's system properties
 * @param userProperties the build's {@code -D} properties, which win over system properties
 * @param shards how many shard JVMs each simulation runs as on this machine, merged into one
 *     report; 1 for a plain run
 * @param startDelay how far ahead of the shards' start their common start instant is set, such
 *     as {@code 10s}; {@code null} for the app's default
 * @param aotCacheDirectory where the forked JVMs' ahead-of-time caches are kept ({@link AotCache});
 *     {@code null} for none
 */
public record RunRequest(
    String simulation,
    boolean all,
    Path resultsDirectory,
    String jvmArgs,
    boolean fork,
    Path config,
    boolean failOnAssertion,
    Path baseDirectory,
    Path classesDirectory,
    Path testClassesDirectory,
    Collection<Artifact> projectArtifacts,
    Collection<Artifact> pluginArtifacts,
    Properties systemProperties,
    Properties userProperties,
    int shards,
    String startDelay,
    Path aotCacheDirectory) {

  /** A request of {@code shards} JVMs per simulation, without an ahead-of-time cache. */
  public RunRequest(String simulation, boolean all, Path resultsDirectory, String jvmArgs, boolean fork, Path config,
      boolean failOnAssertion, Path baseDirectory, Path classesDirectory, Path testClassesDirectory,
      Collection<Artifact> projectArtifacts, Collection<Artifact> pluginArtifacts, Properties systemProperties,
      Properties userProperties, int shards, String startDelay) {
    this(simulation, all, resultsDirectory, jvmArgs, fork, config, failOnAssertion, baseDirectory, classesDirectory,
        testClassesDirectory, projectArtifacts, pluginArtifacts, systemProperties, userProperties, shards, startDelay,
        null);
  }

  /** A request for plain runs, one JVM per simulation. */
  public RunRequest(String simulation, boolean all, Path resultsDirectory, String jvmArgs, boolean fork, Path config,
      boolean failOnAssertion, Path baseDirectory, Path classesDirectory, Path testClassesDirectory,
      Collection<Artifact> projectArtifacts, Collection<Artifact> pluginArtifacts, Properties systemProperties,
      Properties userProperties) {
    this(simulation, all, resultsDirectory, jvmArgs, fork, config, failOnAssertion, baseDirectory, classesDirectory,
        testClassesDirectory, projectArtifacts, pluginArtifacts, systemProperties, userProperties, 1, null, null);
  }

  /** This request with its forked JVMs' ahead-of-time caches in {@code directory}; {@code null} for none. */
  public RunRequest withAotCacheDirectory(Path directory) {
    return new RunRequest(simulation, all, resultsDirectory, jvmArgs, fork, config, failOnAssertion, baseDirectory,
        classesDirectory, testClassesDirectory, projectArtifacts, pluginArtifacts, systemProperties, userProperties,
        shards, startDelay, directory);
  }
}
