package io.throng.kubernetes;

import com.google.cloud.tools.jib.api.Containerizer;
import com.google.cloud.tools.jib.api.CacheDirectoryCreationException;
import com.google.cloud.tools.jib.api.ImageReference;
import com.google.cloud.tools.jib.api.InvalidImageReferenceException;
import com.google.cloud.tools.jib.api.Jib;
import com.google.cloud.tools.jib.api.JibContainer;
import com.google.cloud.tools.jib.api.JibContainerBuilder;
import com.google.cloud.tools.jib.api.LogEvent;
import com.google.cloud.tools.jib.api.RegistryException;
import com.google.cloud.tools.jib.api.RegistryImage;
import com.google.cloud.tools.jib.api.TarImage;
import com.google.cloud.tools.jib.api.buildplan.AbsoluteUnixPath;
import com.google.cloud.tools.jib.api.buildplan.FileEntriesLayer;
import com.google.cloud.tools.jib.frontend.CredentialRetrieverFactory;
import io.throng.kubernetes.ContainerLayout.Layer;
import io.throng.kubernetes.ContainerLayout.Placement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/**
 * Builds the image of a simulation with Jib, without a Docker daemon: the base image's layers,
 * then the {@link ContainerLayout}'s three layers, with {@code java -cp ... io.throng.app.Main}
 * as entrypoint and {@code /app} as working directory. The result goes to a registry, or to a
 * tar file for clusters that load images from files (kind, k3s, air-gapped nodes).
 */
final class ContainerImage {

  /** What the Job runs: a pushed image pinned by digest, or a tar's name to load by hand. */
  record Built(String reference, boolean loadedByHand) {}

  private final ContainerLayout layout;
  private final RunConsole console;
  private final Optional<Path> cacheDirectory;

  ContainerImage(ContainerLayout layout, RunConsole console, Optional<Path> cacheDirectory) {
    this.layout = layout;
    this.console = console;
    this.cacheDirectory = cacheDirectory;
  }

  /** Builds {@code source} and returns the reference the Job should run. */
  Built build(ImageSource source) throws KubernetesRunException, InterruptedException {
    String where = source.tar().map(tar -> "the tar " + tar).orElse(source.reference());
    console.info("Building the image of the simulation with Jib on " + source.baseImage()
        + " into " + where);
    try {
      JibContainer container = withLayout(base(source.baseImage())).containerize(target(source));
      if (source.tar().isPresent()) {
        return new Built(source.reference(), true);
      }
      // Pinned by digest: every pod runs exactly the bytes just pushed, even if the tag moves.
      ImageReference pushed = container.getTargetImage();
      return new Built(
          pushed.getRegistry() + "/" + pushed.getRepository() + "@" + container.getDigest(), false);
    } catch (IOException | ExecutionException | RuntimeException e) {
      throw new KubernetesRunException(
          "could not build the image " + source.reference() + " on " + source.baseImage() + ": "
              + KubernetesRunException.rootCause(e) + "; check that the base image can be pulled and the image pushed"
              + " (docker login or a credential helper for both registries), or build to a file"
              + " with -Dloadtest.kubernetes.imageTar=target/image.tar",
          e);
    } catch (RegistryException | CacheDirectoryCreationException | InvalidImageReferenceException e) {
      throw new KubernetesRunException(
          "could not build the image " + source.reference() + ": " + e.getMessage()
              + "; check the image names and your registry credentials (docker login)",
          e);
    }
  }

  /** Adds the layout's layers, entrypoint and working directory to {@code builder}. */
  JibContainerBuilder withLayout(JibContainerBuilder builder) throws IOException {
    for (Layer layer : Layer.values()) {
      FileEntriesLayer.Builder entries = FileEntriesLayer.builder().setName(layer.layerName);
      for (Placement placement : layout.placements(layer)) {
        AbsoluteUnixPath target = AbsoluteUnixPath.get(placement.containerPath());
        if (Files.isDirectory(placement.source())) {
          entries.addEntryRecursive(placement.source(), target);
        } else {
          entries.addEntry(placement.source(), target);
        }
      }
      builder.addFileEntriesLayer(entries.build());
    }
    return builder
        .setEntrypoint(layout.javaCommand(List.of()))
        .setWorkingDirectory(AbsoluteUnixPath.get(ContainerLayout.APP_DIRECTORY));
  }

  private JibContainerBuilder base(String baseImage) throws InvalidImageReferenceException {
    if (ImageSource.SCRATCH.equals(baseImage)) {
      return Jib.fromScratch();
    }
    if (baseImage.startsWith(Jib.TAR_IMAGE_PREFIX)) {
      return Jib.from(baseImage);
    }
    return Jib.from(registryImage(baseImage));
  }

  private Containerizer target(ImageSource source) throws InvalidImageReferenceException {
    Containerizer containerizer =
        source.tar().isPresent()
            ? Containerizer.to(TarImage.at(source.tar().get()).named(source.reference()))
            : Containerizer.to(registryImage(source.reference()));
    containerizer.setToolName("throng").addEventHandler(LogEvent.class, this::log);
    cacheDirectory.ifPresent(
        cache ->
            containerizer
                .setBaseImageLayersCache(cache.resolve("base"))
                .setApplicationLayersCache(cache.resolve("application")));
    return containerizer;
  }

  /** A registry image with the credentials {@code docker login} and credential helpers hold. */
  private RegistryImage registryImage(String reference) throws InvalidImageReferenceException {
    ImageReference image = ImageReference.parse(reference);
    Consumer<LogEvent> logger = this::log;
    CredentialRetrieverFactory credentials = CredentialRetrieverFactory.forImage(image, logger);
    return RegistryImage.named(image)
        .addCredentialRetriever(credentials.dockerConfig())
        .addCredentialRetriever(credentials.wellKnownCredentialHelpers());
  }

  private void log(LogEvent event) {
    if (event.getMessage().isBlank()) {
      return;
    }
    switch (event.getLevel()) {
      case ERROR, WARN -> console.warn("jib: " + event.getMessage());
      case LIFECYCLE -> console.info("jib: " + event.getMessage());
      default -> {}
    }
  }
}
