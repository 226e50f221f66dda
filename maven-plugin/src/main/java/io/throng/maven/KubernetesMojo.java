package io.throng.maven;

import java.io.File;
import java.util.List;
import java.util.Optional;
import javax.inject.Inject;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.repository.RemoteRepository;

/**
 * Runs one simulation of the project on Kubernetes as an Indexed Job of N shards, then merges
 * their run logs into one report in the run's folder:
 *
 * <pre>{@code
 * mvn loadtest:kubernetes -Dsimulation=Checkout -Dloadtest.kubernetes.shards=4 \
 *     -Dloadtest.kubernetes.image=registry.example.com/team/checkout-load:1
 * }</pre>
 *
 * <p>The image holds the project's compiled simulations, its dependencies and Throng's runtime,
 * built with Jib without a Docker daemon. The cluster is the current context of the usual
 * kubeconfig. Every other {@code -Dloadtest.*} property reaches each shard's configuration. The
 * build fails when a shard fails its assertions, and errors when a shard did not run to the end.
 * The Kubernetes runner ({@code throng-kubernetes}, with the Kubernetes client and Jib) is resolved
 * when this goal runs, not with the plugin ({@link KubernetesClassLoader}).
 */
@Mojo(name = "kubernetes", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class KubernetesMojo extends LoadtestMojo {

  /** The runner's {@code ImageSource.DEFAULT_BASE_IMAGE}, which this class may not link to. */
  static final String DEFAULT_BASE_IMAGE = "eclipse-temurin:17-jre";

  /** How many pods share the load: pod {@code k} runs shard {@code k} of them. */
  @Parameter(property = "loadtest.kubernetes.shards", defaultValue = "2")
  private int shards;

  /**
   * The image the pods run, such as {@code registry.example.com/team/checkout-load:1}: where the
   * build pushes it, or the image to run as it is when {@code buildImage} is false. With {@code
   * imageTar}, only its name.
   */
  @Parameter(property = "loadtest.kubernetes.image", required = true)
  private String image;

  /** Builds the image from the project with Jib; false runs {@code image} as it is. */
  @Parameter(property = "loadtest.kubernetes.buildImage", defaultValue = "true")
  private boolean buildImage;

  /**
   * The image the build starts from; it must hold a JVM 17 or later on the {@code PATH}. A
   * {@code tar:///path/base.tar} works offline.
   */
  @Parameter(property = "loadtest.kubernetes.baseImage", defaultValue = DEFAULT_BASE_IMAGE)
  private String baseImage;

  /**
   * Writes the built image to this tar file instead of pushing it, for clusters that load images
   * from files ({@code kind load image-archive}, {@code k3s ctr images import}); the pods then
   * never pull it.
   */
  @Parameter(property = "loadtest.kubernetes.imageTar")
  private File imageTar;

  /** The namespace of the Job; by default the kubeconfig context's, else {@code default}. */
  @Parameter(property = "loadtest.kubernetes.namespace")
  private String namespace;

  /**
   * How far ahead the shards' common start instant is set when the Job is applied, so that every
   * pod is scheduled and has pulled the image in time: {@code 60s}, {@code 3m}, {@code PT90S}.
   */
  @Parameter(property = "loadtest.kubernetes.startupSlack", defaultValue = "60s")
  private String startupSlack;

  /**
   * The shards' common start instant in UTC, such as {@code 2026-12-01T09:00:00Z}, instead of
   * now plus {@code startupSlack}: for manifests applied later with other tooling.
   */
  @Parameter(property = "loadtest.kubernetes.startAt")
  private String startAt;

  /**
   * How long after the start instant to wait for the shards; then those still running are
   * stopped and reported missing: {@code 90m}, {@code 2h}.
   */
  @Parameter(property = "loadtest.kubernetes.timeout", defaultValue = "1h")
  private String timeout;

  /** CPU each pod requests, in Kubernetes units: {@code 2}, {@code 500m}. */
  @Parameter(property = "loadtest.kubernetes.cpu", defaultValue = "1")
  private String cpu;

  /**
   * CPU limit of each pod; none by default, since a CPU limit throttles the JVM in 100 ms slices
   * that show up as latency the target never caused.
   */
  @Parameter(property = "loadtest.kubernetes.cpuLimit")
  private String cpuLimit;

  /** Memory each pod requests: {@code 1Gi}, {@code 512Mi}. */
  @Parameter(property = "loadtest.kubernetes.memory", defaultValue = "1Gi")
  private String memory;

  /** Memory limit of each pod; by default {@code memory}. The JVM's heap is 75% of it. */
  @Parameter(property = "loadtest.kubernetes.memoryLimit")
  private String memoryLimit;

  /** The secret of type {@code kubernetes.io/dockerconfigjson} the pods pull a private image with. */
  @Parameter(property = "loadtest.kubernetes.imagePullSecret")
  private String imagePullSecret;

  /** Leaves the Job and its pods in the cluster after the run, to inspect them. */
  @Parameter(property = "loadtest.kubernetes.keepJob", defaultValue = "false")
  private boolean keepJob;

  /**
   * Builds the image (unless {@code buildImage} is false), writes the Job's manifest into the
   * run's folder and stops, applying nothing: for teams that apply manifests with their own
   * tooling.
   */
  @Parameter(property = "loadtest.kubernetes.manifestsOnly", defaultValue = "false")
  private boolean manifestsOnly;

  /** Options for each pod's JVM, separated by spaces, such as {@code -XX:+UseZGC}. */
  @Parameter(property = "loadtest.jvmArgs")
  private String jvmArgs;

  @Parameter(defaultValue = "${plugin.version}", readonly = true, required = true)
  private String pluginVersion;

  @Parameter(defaultValue = "${repositorySystemSession}", readonly = true, required = true)
  private RepositorySystemSession repositorySession;

  @Parameter(defaultValue = "${project.remotePluginRepositories}", readonly = true, required = true)
  private List<RemoteRepository> pluginRepositories;

  private final RepositorySystem repositorySystem;

  /** Maven injects the resolver, which fetches the Kubernetes runner and the runtime that goes into the image. */
  @Inject
  public KubernetesMojo(RepositorySystem repositorySystem) {
    this.repositorySystem = repositorySystem;
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skipped("the load test")) {
      return;
    }
    if (Boolean.parseBoolean(session().getUserProperties().getProperty("loadtest.aotCache",
        session().getSystemProperties().getProperty("loadtest.aotCache")))) {
      // The setting is the fork goals' (SimulationMojo); said here so that it is not dropped unseen.
      getLog().warn("loadtest.aotCache is not used by loadtest:kubernetes: each pod's JVM runs without the cache");
    }
    ThrongRuntime throng = new ThrongRuntime(repositorySystem, repositorySession, pluginRepositories);
    KubernetesParameters parameters = new KubernetesParameters(simulation(), resultsDirectory(), project(),
        throng.resolve("throng-app", pluginVersion, "the image"),
        RunProperties.of(session().getSystemProperties(), session().getUserProperties()),
        shards, image, buildImage, baseImage, Optional.ofNullable(imageTar).map(File::toPath),
        Optional.ofNullable(namespace), startupSlack, Optional.ofNullable(startAt), timeout,
        cpu, Optional.ofNullable(cpuLimit), memory, Optional.ofNullable(memoryLimit),
        Optional.ofNullable(imagePullSecret), jvmArgs, keepJob, manifestsOnly);
    KubernetesClassLoader.run(throng.resolve(KubernetesClassLoader.ARTIFACT_ID, pluginVersion, "loadtest:kubernetes"),
        parameters, getLog());
  }
}
