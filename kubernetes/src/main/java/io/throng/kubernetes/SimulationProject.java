package io.throng.kubernetes;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a shard runs: a project's compiled simulations, the project's dependencies, and Throng's
 * runtime (the app and its dependencies), as a build tool resolved them.
 *
 * <pre>{@code
 * SimulationProject project = new SimulationProject(
 *     Path.of("target/classes"), Path.of("target/test-classes"), projectJars, throngAppJars);
 * }</pre>
 *
 * @param classesDirectory the project's {@code target/classes}
 * @param testClassesDirectory the project's {@code target/test-classes}
 * @param dependencies the project's test-scope dependencies, in the build tool's order
 * @param runtime {@code io.throng:throng-app} and its runtime dependencies; those the project
 *     already has under the same coordinates are left out, whatever their version, so that the
 *     simulations run against the {@code throng-dsl} they were compiled against
 */
public record SimulationProject(
    Path classesDirectory,
    Path testClassesDirectory,
    List<ClasspathEntry> dependencies,
    List<ClasspathEntry> runtime) {

  public SimulationProject {
    Objects.requireNonNull(classesDirectory, "classesDirectory");
    Objects.requireNonNull(testClassesDirectory, "testClassesDirectory");
    dependencies = List.copyOf(dependencies);
    runtime = List.copyOf(runtime);
  }

  /** The runtime entries the project does not already have. */
  List<ClasspathEntry> runtimeBeyondDependencies() {
    Set<String> projectKeys =
        dependencies.stream().map(ClasspathEntry::key).collect(Collectors.toSet());
    return runtime.stream().filter(entry -> !projectKeys.contains(entry.key())).toList();
  }

  /** The project's own test classpath: test classes, classes, then its dependencies. */
  List<Path> projectClasspath() {
    return Stream.concat(
            Stream.of(testClassesDirectory, classesDirectory),
            dependencies.stream().map(ClasspathEntry::file))
        .toList();
  }
}
