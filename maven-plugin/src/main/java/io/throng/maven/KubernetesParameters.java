package io.throng.maven;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.artifact.Artifact;

/**
 * The parameters of {@code loadtest:kubernetes} as the build gave them, each documented on {@link
 * KubernetesMojo}, for the {@link KubernetesGoal} on the other side of {@link
 * KubernetesClassLoader}, which checks them. Only the JDK's and Maven's types, which both class
 * loaders share.
 *
 * <pre>{@code
 * new KubernetesParameters("Checkout", results, project, app, properties, 4, "registry.example.com/load:1",
 *     true, "eclipse-temurin:17-jre", Optional.empty(), Optional.of("load"), "60s", Optional.empty(), "1h",
 *     "1", Optional.empty(), "1Gi", Optional.empty(), Optional.empty(), null, false, false);
 * }</pre>
 *
 * @param project the project whose compiled simulations and test classpath the image holds
 * @param throngRuntime {@code throng-app} and its runtime dependencies, which the image holds too
 * @param runProperties the build's {@code loadtest.*} properties that reach every shard, sorted by key
 * @param memoryLimit empty for {@code memory}
 * @param jvmArgs the pods' JVM options separated by spaces; {@code null} for none
 */
public record KubernetesParameters(
    String simulation,
    Path resultsDirectory,
    MavenProject project,
    List<Artifact> throngRuntime,
    Map<String, String> runProperties,
    int shards,
    String image,
    boolean buildImage,
    String baseImage,
    Optional<Path> imageTar,
    Optional<String> namespace,
    String startupSlack,
    Optional<String> startAt,
    String timeout,
    String cpu,
    Optional<String> cpuLimit,
    String memory,
    Optional<String> memoryLimit,
    Optional<String> imagePullSecret,
    String jvmArgs,
    boolean keepJob,
    boolean manifestsOnly) {

  public KubernetesParameters {
    Objects.requireNonNull(resultsDirectory, "resultsDirectory");
    Objects.requireNonNull(project, "project");
    throngRuntime = List.copyOf(throngRuntime);
    runProperties = Collections.unmodifiableMap(new TreeMap<>(runProperties));
  }
}
