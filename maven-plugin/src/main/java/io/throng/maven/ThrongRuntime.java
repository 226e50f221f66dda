package io.throng.maven;

import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyFilter;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves one of Throng's artifacts and its runtime dependencies with Maven's resolver, from the
 * repositories the plugin came from: what {@code loadtest:kubernetes} needs beyond the plugin's
 * own class path, which stays free of it for every other goal (the Kubernetes runner, loaded by
 * {@link KubernetesClassLoader}) or which goes elsewhere (the app the pods run).
 *
 * <pre>{@code
 * List<Artifact> app = new ThrongRuntime(system, session, repositories).resolve("throng-app", "0.2.0", "the image");
 * }</pre>
 */
final class ThrongRuntime {

  /** The scopes of a runtime classpath, as Maven's resolver names them. */
  private static final Set<String> RUNTIME_SCOPES = Set.of("compile", "runtime");

  private final RepositorySystem system;
  private final RepositorySystemSession session;
  private final List<RemoteRepository> repositories;

  /** @param repositories where the plugin itself was resolved from, so Throng's artifacts are found there too */
  ThrongRuntime(RepositorySystem system, RepositorySystemSession session, List<RemoteRepository> repositories) {
    this.system = system;
    this.session = session;
    this.repositories = List.copyOf(repositories);
  }

  /**
   * {@code io.throng:<artifactId>:<version>} and its runtime dependencies, in the resolver's order.
   *
   * @param purpose what they are for, in the error message: {@code "the image"}
   */
  List<Artifact> resolve(String artifactId, String version, String purpose) throws MojoExecutionException {
    Dependency root = new Dependency(new DefaultArtifact("io.throng", artifactId, "jar", version), "runtime");
    // Maven exports the resolver's API to plugins but not its utilities, hence no
    // DependencyFilterUtils: keep what a runtime classpath holds.
    DependencyFilter runtime = (node, parents) -> node.getDependency() == null
        || RUNTIME_SCOPES.contains(node.getDependency().getScope());
    DependencyRequest request = new DependencyRequest(new CollectRequest(root, repositories), runtime);
    try {
      return system.resolveDependencies(session, request).getArtifactResults().stream()
          .map(ArtifactResult::getArtifact)
          .toList();
    } catch (DependencyResolutionException e) {
      throw new MojoExecutionException("could not resolve io.throng:" + artifactId + ":" + version
          + " and its dependencies for " + purpose + ": " + e.getMessage()
          + "; install Throng (mvn install) or check the plugin repositories", e);
    }
  }
}
