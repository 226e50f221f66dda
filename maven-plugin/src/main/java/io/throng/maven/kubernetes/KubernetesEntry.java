package io.throng.maven.kubernetes;

import io.throng.kubernetes.ClasspathEntry;
import io.throng.kubernetes.ImageSource;
import io.throng.kubernetes.JobSpec;
import io.throng.kubernetes.KubernetesRun;
import io.throng.kubernetes.KubernetesRunException;
import io.throng.kubernetes.KubernetesRunRequest;
import io.throng.kubernetes.ParameterText;
import io.throng.kubernetes.PodResources;
import io.throng.kubernetes.RunConsole;
import io.throng.kubernetes.ShardedOutcome;
import io.throng.kubernetes.SimulationProject;
import io.throng.maven.KubernetesGoal;
import io.throng.maven.KubernetesParameters;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;

/**
 * {@code loadtest:kubernetes} on the Kubernetes runner's side of its class loader: turns the
 * goal's parameters into a {@link KubernetesRunRequest}, runs it on the cluster of the usual
 * kubeconfig and maps how it ended to the build's result.
 *
 * <pre>{@code
 * new KubernetesEntry().run(parameters, log); // as loaded by the plugin's KubernetesClassLoader
 * }</pre>
 */
public final class KubernetesEntry implements KubernetesGoal {

  /** The plugin's class loader makes it by reflection, by name. */
  public KubernetesEntry() {}

  @Override
  public void run(KubernetesParameters parameters, Log log) throws MojoExecutionException, MojoFailureException {
    ShardedOutcome outcome;
    try {
      outcome = KubernetesRun.withKubeconfig(request(parameters), new RunConsole(log::info, log::warn));
    } catch (KubernetesRunException | IllegalArgumentException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
    switch (outcome.status()) {
      case COMPLETED -> log.info(outcome.message());
      case ASSERTIONS_FAILED, RUN_INVALID -> throw new MojoFailureException(outcome.message());
      case TOOL_ERROR -> throw new MojoExecutionException(outcome.message());
    }
  }

  /**
   * The run the parameters describe.
   *
   * @throws IllegalArgumentException naming the parameter that is wrong
   */
  static KubernetesRunRequest request(KubernetesParameters parameters) {
    MavenProject project = parameters.project();
    SimulationProject simulations = new SimulationProject(
        Path.of(project.getBuild().getOutputDirectory()),
        Path.of(project.getBuild().getTestOutputDirectory()),
        dependencies(project),
        parameters.throngRuntime().stream()
            .map(artifact -> new ClasspathEntry(artifact.getGroupId(), artifact.getArtifactId(),
                artifact.getClassifier(), artifact.getFile().toPath()))
            .toList());
    PodResources resources = new PodResources(parameters.cpu(), parameters.cpuLimit(), parameters.memory(),
        parameters.memoryLimit().orElse(parameters.memory()));
    JobSpec job = new JobSpec(parameters.shards(), parameters.namespace(), resources,
        ParameterText.duration("startupSlack", parameters.startupSlack()),
        parameters.startAt().map(text -> ParameterText.instant("startAt", text)),
        ParameterText.duration("timeout", parameters.timeout()),
        ParameterText.words(parameters.jvmArgs()),
        parameters.runProperties(),
        parameters.imagePullSecret());
    ImageSource source = new ImageSource(parameters.image(), parameters.buildImage(), parameters.baseImage(),
        parameters.imageTar());
    return new KubernetesRunRequest(parameters.simulation(), simulations, source, job,
        parameters.resultsDirectory(), parameters.keepJob(), parameters.manifestsOnly());
  }

  /** The project's test classpath beyond its class folders, in Maven's order. */
  private static List<ClasspathEntry> dependencies(MavenProject project) {
    return project.getArtifacts().stream()
        .filter(artifact -> artifact.getFile() != null)
        .filter(artifact -> artifact.getArtifactHandler().isAddedToClasspath())
        .map(KubernetesEntry::entry)
        .toList();
  }

  private static ClasspathEntry entry(Artifact artifact) {
    return new ClasspathEntry(artifact.getGroupId(), artifact.getArtifactId(),
        artifact.hasClassifier() ? artifact.getClassifier() : "", artifact.getFile().toPath());
  }
}
