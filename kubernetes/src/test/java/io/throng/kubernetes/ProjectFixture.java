package io.throng.kubernetes;

import io.throng.dsl.Simulation;
import io.throng.kubernetes.fixtures.Sharded;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A small compiled project on disk: the {@link Sharded} simulation in its test classes, a main
 * class, the real {@code throng-dsl} as dependency, and runtime jars with known contents.
 */
final class ProjectFixture {

  private ProjectFixture() {}

  static SimulationProject create(Path root) throws IOException {
    Path classes = Files.createDirectories(root.resolve("classes"));
    Files.writeString(classes.resolve("loadtest.conf"), "loadtest.baseUrl = demo\n");
    Path testClasses = root.resolve("test-classes");
    String classFile = Sharded.class.getName().replace('.', '/') + ".class";
    Path copy = testClasses.resolve(classFile);
    Files.createDirectories(copy.getParent());
    Files.copy(location(Sharded.class).resolve(classFile), copy);
    Path jars = Files.createDirectories(root.resolve("jars"));
    return new SimulationProject(
        classes,
        testClasses,
        List.of(ClasspathEntry.of("io.throng", "throng-dsl", location(Simulation.class))),
        List.of(
            ClasspathEntry.of("io.throng", "throng-app", jar(jars, "throng-app-1.0.jar")),
            ClasspathEntry.of("io.throng", "throng-dsl", jar(jars, "throng-dsl-0.9.jar")),
            ClasspathEntry.of("io.netty", "netty-common", jar(jars, "netty-common-4.2.jar"))));
  }

  /** The jar or class folder {@code type} was loaded from. */
  static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Path jar(Path directory, String name) throws IOException {
    return Files.writeString(directory.resolve(name), "contents of " + name);
  }
}
