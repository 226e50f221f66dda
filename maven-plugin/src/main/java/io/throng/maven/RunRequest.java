package io.throng.maven;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Properties;
import org.apache.maven.artifact.Artifact;

/**
 * Everything {@link SimulationRunner} needs for one run, as {@link RunMojo} gathers it from its
 * parameters, the project and the plugin's own descriptor.
 *
 * @param simulation the simulation's simple or fully-qualified name; {@code null} when not given
 * @param resultsDirectory where the run's folder goes
 * @param jvmArgs options for the forked JVM separated by whitespace; {@code null} for none
 * @param baseDirectory the project's folder: the forked JVM's working directory, so that files
 *     a simulation opens by relative path resolve as they do in the project's tests
 * @param classesDirectory the project's {@code target/classes}
 * @param testClassesDirectory the project's {@code target/test-classes}
 * @param projectArtifacts the project's resolved test-scope dependencies, in Maven's order
 * @param pluginArtifacts the plugin and its runtime dependencies: the app, engine and report
 * @param systemProperties the build's system properties
 * @param userProperties the build's {@code -D} properties, which win over system properties
 */
public record RunRequest(
    String simulation,
    Path resultsDirectory,
    String jvmArgs,
    Path baseDirectory,
    Path classesDirectory,
    Path testClassesDirectory,
    Collection<Artifact> projectArtifacts,
    Collection<Artifact> pluginArtifacts,
    Properties systemProperties,
    Properties userProperties) {}
