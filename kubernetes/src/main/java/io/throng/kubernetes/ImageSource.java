package io.throng.kubernetes;

import com.google.cloud.tools.jib.api.ImageReference;
import com.google.cloud.tools.jib.api.InvalidImageReferenceException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * The image the shards run, and how it comes to be: built from the project with Jib and pushed
 * to a registry (the default), built into a tar file to load into the cluster yourself, or taken
 * as it is.
 *
 * <pre>{@code
 * ImageSource.buildAs("registry.example.com/team/checkout-load:1");           // build and push
 * ImageSource.buildAs("checkout-load:1").toTar(Path.of("target/image.tar"));  // offline
 * ImageSource.existing("registry.example.com/team/checkout-load:1");          // built elsewhere
 * }</pre>
 *
 * @param reference the image the Job runs, and where a build goes
 * @param build whether to build the image from the project
 * @param baseImage what a build starts from: a registry image, {@code tar:///path/base.tar},
 *     or {@code scratch} (an image without a JVM, for tests of the image's layout)
 * @param tar when present, a build is written to this file instead of pushed
 */
public record ImageSource(String reference, boolean build, String baseImage, Optional<Path> tar) {

  /** A JRE 17 image from a public registry: the JVM every shard runs on. */
  public static final String DEFAULT_BASE_IMAGE = "eclipse-temurin:17-jre";

  /** The base image that is no image: the result has only the layout's layers. */
  public static final String SCRATCH = "scratch";

  public ImageSource {
    requireImage("image", reference);
    if (!SCRATCH.equals(baseImage) && !baseImage.startsWith("tar://")) {
      requireImage("baseImage", baseImage);
    }
    Objects.requireNonNull(tar, "tar");
  }

  /** Builds the image on {@link #DEFAULT_BASE_IMAGE} and pushes it to {@code reference}. */
  public static ImageSource buildAs(String reference) {
    return new ImageSource(reference, true, DEFAULT_BASE_IMAGE, Optional.empty());
  }

  /** Runs {@code reference} as it is: an image built by other means. */
  public static ImageSource existing(String reference) {
    return new ImageSource(reference, false, DEFAULT_BASE_IMAGE, Optional.empty());
  }

  public ImageSource onBase(String base) {
    return new ImageSource(reference, build, base, tar);
  }

  public ImageSource toTar(Path file) {
    return new ImageSource(reference, build, baseImage, Optional.of(file));
  }

  private static void requireImage(String parameter, String value) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(
          parameter + " must name an image such as registry.example.com/team/load:1, was '"
              + value + "'");
    }
    try {
      ImageReference.parse(value);
    } catch (InvalidImageReferenceException e) {
      throw new IllegalArgumentException(
          parameter + " must be an image reference such as registry.example.com/team/load:1,"
              + " was '" + value + "'", e);
    }
  }
}
