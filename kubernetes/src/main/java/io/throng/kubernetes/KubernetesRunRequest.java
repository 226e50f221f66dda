package io.throng.kubernetes;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Everything one run on Kubernetes needs, as the Maven goal gathers it.
 *
 * <pre>{@code
 * new KubernetesRunRequest("Checkout", project, ImageSource.buildAs("registry.example.com/load:1"),
 *     JobSpec.of(4), Path.of("target/loadtest"), false, false);
 * }</pre>
 *
 * @param simulation the simulation's simple or fully-qualified class name; {@code null} when not
 *     given, which fails listing the simulations found
 * @param project the compiled simulations and their classpath
 * @param image the image the shards run, and whether to build it
 * @param job the Job's settings
 * @param resultsDirectory where the run's folder goes: manifests, each shard's logs, the report
 * @param keepJob leave the Job and its pods in the cluster after the run, to inspect them
 * @param manifestsOnly write the manifests (building the image if asked) and stop, applying
 *     nothing
 */
public record KubernetesRunRequest(
    String simulation,
    SimulationProject project,
    ImageSource image,
    JobSpec job,
    Path resultsDirectory,
    boolean keepJob,
    boolean manifestsOnly) {

  public KubernetesRunRequest {
    Objects.requireNonNull(project, "project");
    Objects.requireNonNull(image, "image");
    Objects.requireNonNull(job, "job");
    Objects.requireNonNull(resultsDirectory, "resultsDirectory");
  }
}
