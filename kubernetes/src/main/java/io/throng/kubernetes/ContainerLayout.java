package io.throng.kubernetes;

import io.throng.app.JavaCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where each part of a {@link SimulationProject} goes inside the image, in classpath order, and
 * the command that runs the app's main class there. Three layers, from the least to the most often
 * changed, so that a new build of the simulations pushes only the last one:
 *
 * <pre>
 * dependencies  /app/libs/*.jar          the project's and the app's third-party jars
 * throng        /app/throng/*.jar        Throng's own artifacts (io.throng)
 * classes       /app/test-classes, /app/classes   the project's compiled simulations
 * </pre>
 */
final class ContainerLayout {

  /** The image's working directory, holding everything the layout places. */
  static final String APP_DIRECTORY = "/app";

  /** The image's layers, bottom first. */
  enum Layer {
    DEPENDENCIES("dependencies", APP_DIRECTORY + "/libs"),
    THRONG("throng", APP_DIRECTORY + "/throng"),
    CLASSES("classes", APP_DIRECTORY);

    final String layerName;
    final String directory;

    Layer(String layerName, String directory) {
      this.layerName = layerName;
      this.directory = directory;
    }
  }

  /** One file or folder of the classpath and where it goes in the image. */
  record Placement(Layer layer, Path source, String containerPath) {}

  private final List<Placement> placements;

  private ContainerLayout(List<Placement> placements) {
    this.placements = List.copyOf(placements);
  }

  /**
   * The project's test classes and classes (those that exist), its dependencies, then the
   * runtime entries it does not already have: the order of {@code loadtest:run}'s classpath.
   */
  static ContainerLayout of(SimulationProject project) {
    List<Placement> placements = new ArrayList<>();
    addDirectory(placements, project.testClassesDirectory(), "test-classes");
    addDirectory(placements, project.classesDirectory(), "classes");
    Set<String> taken = new HashSet<>();
    List<ClasspathEntry> entries = new ArrayList<>(project.dependencies());
    entries.addAll(project.runtimeBeyondDependencies());
    for (ClasspathEntry entry : entries) {
      Layer layer = entry.isThrong() ? Layer.THRONG : Layer.DEPENDENCIES;
      // A folder of classes (a module of the same reactor, not packaged) keeps its artifact's name.
      String name =
          Files.isDirectory(entry.file()) ? entry.artifactId() : entry.file().getFileName().toString();
      String path = layer.directory + "/" + name;
      if (!taken.add(path)) {
        // Two artifacts can share a file name (core-1.0.jar); the group tells them apart.
        path = layer.directory + "/" + entry.groupId() + "-" + name;
        taken.add(path);
      }
      placements.add(new Placement(layer, entry.file(), path));
    }
    return new ContainerLayout(placements);
  }

  private static void addDirectory(List<Placement> placements, Path directory, String name) {
    if (Files.isDirectory(directory)) {
      placements.add(new Placement(Layer.CLASSES, directory, APP_DIRECTORY + "/" + name));
    }
  }

  List<Placement> placements() {
    return placements;
  }

  List<Placement> placements(Layer layer) {
    return placements.stream().filter(placement -> placement.layer() == layer).toList();
  }

  /** The same class path on this machine: what each container path was copied from. */
  List<Path> localClasspath() {
    return placements.stream().map(Placement::source).toList();
  }

  /** The container paths of the classpath, in order. */
  List<String> classpath() {
    return placements.stream().map(Placement::containerPath).toList();
  }

  /**
   * {@code java <jvmOptions> -cp <classpath> io.throng.app.Main}: the image's entrypoint with no
   * options, and the Job's command with the run's options.
   */
  List<String> javaCommand(List<String> jvmOptions) {
    return JavaCommand.inContainer(jvmOptions, classpath()).main(List.of());
  }
}
