package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.throng.kubernetes.ContainerLayout.Layer;
import io.throng.kubernetes.ContainerLayout.Placement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContainerLayoutTest {

  @TempDir Path root;

  @Test
  void placesTheProjectThenItsDependenciesThenTheRuntimeItLacks() throws Exception {
    SimulationProject project = ProjectFixture.create(root);

    ContainerLayout layout = ContainerLayout.of(project);

    Path dsl = project.dependencies().get(0).file();
    String dslName = Files.isDirectory(dsl) ? "throng-dsl" : dsl.getFileName().toString();
    assertThat(layout.placements())
        .extracting(Placement::layer, Placement::containerPath)
        .containsExactly(
            tuple(Layer.CLASSES, "/app/test-classes"),
            tuple(Layer.CLASSES, "/app/classes"),
            tuple(Layer.THRONG, "/app/throng/" + dslName),
            tuple(Layer.THRONG, "/app/throng/throng-app-1.0.jar"),
            tuple(Layer.DEPENDENCIES, "/app/libs/netty-common-4.2.jar"));
  }

  @Test
  void theProjectsCopyOfAnArtifactWinsWhateverItsVersion() throws Exception {
    SimulationProject project = ProjectFixture.create(root);

    assertThat(ContainerLayout.of(project).classpath())
        .noneMatch(path -> path.endsWith("throng-dsl-0.9.jar"));
  }

  @Test
  void twoArtifactsWithOneFileNameAreToldApartByTheirGroup() throws Exception {
    Path a = Files.createDirectories(root.resolve("a")).resolve("core-1.0.jar");
    Path b = Files.createDirectories(root.resolve("b")).resolve("core-1.0.jar");
    Files.writeString(a, "a");
    Files.writeString(b, "b");
    SimulationProject project = new SimulationProject(root.resolve("classes"),
        root.resolve("test-classes"),
        List.of(ClasspathEntry.of("org.one", "core", a)),
        List.of(ClasspathEntry.of("org.two", "core", b)));

    assertThat(ContainerLayout.of(project).classpath())
        .containsExactly("/app/libs/core-1.0.jar", "/app/libs/org.two-core-1.0.jar");
  }

  @Test
  void aClassifiedArtifactIsNotTheUnclassifiedOne() throws Exception {
    Path plain = Files.writeString(root.resolve("epoll-4.2.jar"), "classes");
    Path linux = Files.writeString(root.resolve("epoll-4.2-linux-x86_64.jar"), "native");
    SimulationProject project = new SimulationProject(root.resolve("classes"),
        root.resolve("test-classes"),
        List.of(ClasspathEntry.of("io.netty", "epoll", plain)),
        List.of(new ClasspathEntry("io.netty", "epoll", "linux-x86_64", linux)));

    assertThat(ContainerLayout.of(project).classpath())
        .containsExactly("/app/libs/epoll-4.2.jar", "/app/libs/epoll-4.2-linux-x86_64.jar");
  }

  @Test
  void theCommandRunsTheAppsMainOnTheClasspathWithTheOptionsFirst() throws Exception {
    ContainerLayout layout = ContainerLayout.of(ProjectFixture.create(root));

    assertThat(layout.javaCommand(List.of("-Xmx1g", "-Dloadtest.a=b")))
        .containsExactly("java", "-Xmx1g", "-Dloadtest.a=b", "-cp",
            String.join(":", layout.classpath()), "io.throng.app.Main");
  }
}
