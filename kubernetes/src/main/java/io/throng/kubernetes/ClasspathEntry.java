package io.throng.kubernetes;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One jar (or class folder) of a simulation's classpath, with the coordinates it was resolved
 * under: the image puts Throng's own artifacts ({@value #THRONG_GROUP_ID}) in a layer of their
 * own, and a runtime artifact the project already has is left out by its coordinates.
 *
 * <pre>{@code
 * ClasspathEntry.of("io.netty", "netty-common", Path.of("~/.m2/.../netty-common-4.2.18.Final.jar"));
 * }</pre>
 *
 * @param groupId the artifact's group
 * @param artifactId the artifact's name within its group
 * @param classifier the artifact's classifier, such as {@code linux-x86_64}; empty for none
 * @param file the jar, or a folder of classes
 */
public record ClasspathEntry(String groupId, String artifactId, String classifier, Path file) {

  /** The group of Throng's own artifacts. */
  public static final String THRONG_GROUP_ID = "io.throng";

  public ClasspathEntry {
    Objects.requireNonNull(groupId, "groupId");
    Objects.requireNonNull(artifactId, "artifactId");
    Objects.requireNonNull(classifier, "classifier");
    Objects.requireNonNull(file, "file");
  }

  /** An entry without classifier. */
  public static ClasspathEntry of(String groupId, String artifactId, Path file) {
    return new ClasspathEntry(groupId, artifactId, "", file);
  }

  /**
   * {@code groupId:artifactId[:classifier]}: two entries with the same key are versions of one
   * artifact.
   */
  String key() {
    return groupId + ":" + artifactId + (classifier.isEmpty() ? "" : ":" + classifier);
  }

  boolean isThrong() {
    return THRONG_GROUP_ID.equals(groupId);
  }
}
