package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.fabric8.kubernetes.client.utils.Serialization;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Builds real images with Jib, from scratch into tar files: no daemon, no registry, no network. */
class ContainerImageTest {

  @TempDir Path root;

  @Test
  void theImageHasTheDependenciesThrongAndTheProjectInThreeLayersAndRunsTheAppsMain()
      throws Exception {
    SimulationProject project = ProjectFixture.create(root.resolve("project"));
    ContainerLayout layout = ContainerLayout.of(project);
    Path tar = root.resolve("image.tar");
    List<String> lines = new ArrayList<>();

    ContainerImage.Built built =
        new ContainerImage(layout, new RunConsole(lines::add, lines::add), Optional.of(root.resolve("cache")))
            .build(new ImageSource("throng/sharded:1", true, ImageSource.SCRATCH, Optional.of(tar)));

    assertThat(built).isEqualTo(new ContainerImage.Built("throng/sharded:1", true));
    Map<String, byte[]> files = entries(Files.newInputStream(tar));
    Map<String, Object> manifest = json(files.get("manifest.json"));
    assertThat(manifest.get("RepoTags")).isEqualTo(List.of("throng/sharded:1"));
    Map<String, Object> config = json(files.get((String) manifest.get("Config")));
    @SuppressWarnings("unchecked")
    Map<String, Object> container = (Map<String, Object>) config.get("config");
    assertThat(container.get("Entrypoint")).isEqualTo(layout.javaCommand(List.of()));
    assertThat(container.get("WorkingDir")).isEqualTo("/app");

    @SuppressWarnings("unchecked")
    List<String> layers = (List<String>) manifest.get("Layers");
    assertThat(layers).hasSize(3);
    assertThat(layerFiles(files.get(layers.get(0)))).containsExactly("app/libs/netty-common-4.2.jar");
    assertThat(layerFiles(files.get(layers.get(1))))
        .contains("app/throng/throng-app-1.0.jar")
        .noneMatch(file -> file.contains("throng-dsl-0.9"));
    assertThat(layerFiles(files.get(layers.get(2)))).containsExactly(
        "app/classes/loadtest.conf",
        "app/test-classes/io/throng/kubernetes/fixtures/Sharded.class");
    assertThat(new String(entries(gunzip(files.get(layers.get(0)))).get("app/libs/netty-common-4.2.jar"),
        StandardCharsets.UTF_8)).isEqualTo("contents of netty-common-4.2.jar");
  }

  @Test
  void aNewBuildOfTheSameProjectHasTheSameLayers() throws Exception {
    SimulationProject project = ProjectFixture.create(root.resolve("project"));
    RunConsole quiet = new RunConsole(line -> {}, line -> {});
    List<Object> layerLists = new ArrayList<>();
    for (String name : List.of("a.tar", "b.tar")) {
      Path tar = root.resolve(name);
      new ContainerImage(ContainerLayout.of(project), quiet, Optional.of(root.resolve("cache")))
          .build(new ImageSource("throng/sharded:1", true, ImageSource.SCRATCH, Optional.of(tar)));
      layerLists.add(json(entries(Files.newInputStream(tar)).get("manifest.json")).get("Layers"));
    }

    // Reproducible: a team's registry stores the dependency layers once, whatever the rebuilds.
    assertThat(layerLists.get(1)).isEqualTo(layerLists.get(0));
  }

  @Test
  void anImageReferenceIsCheckedWhereItIsGiven() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ImageSource.buildAs("Not An Image"))
        .withMessage("image must be an image reference such as registry.example.com/team/load:1,"
            + " was 'Not An Image'");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ImageSource.buildAs(""))
        .withMessage("image must name an image such as registry.example.com/team/load:1, was ''");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ImageSource.buildAs("load:1").onBase("bad base"))
        .withMessageStartingWith("baseImage must be an image reference");
  }

  private static List<String> layerFiles(byte[] layer) throws IOException {
    return entries(gunzip(layer)).keySet().stream().filter(name -> !name.endsWith("/")).toList();
  }

  private static InputStream gunzip(byte[] compressed) throws IOException {
    return new GZIPInputStream(new ByteArrayInputStream(compressed));
  }

  /** The files of a tar, by name, in the tar's order; folders have an empty array. */
  private static Map<String, byte[]> entries(InputStream in) throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>();
    try (TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
      TarArchiveEntry entry;
      while ((entry = tar.getNextEntry()) != null) {
        files.put(entry.getName(), tar.readAllBytes());
      }
    }
    return files;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> json(byte[] bytes) {
    Object value = Serialization.unmarshal(new String(bytes, StandardCharsets.UTF_8), Object.class);
    return (Map<String, Object>) (value instanceof List<?> list ? list.get(0) : value);
  }
}
