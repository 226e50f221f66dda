package io.throng.maven;

import io.throng.kubernetes.ClasspathEntry;
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
 * Resolves {@code throng-app} and its runtime dependencies with Maven's resolver: what the pods of
 * {@code loadtest:kubernetes} run, without the plugin's own Kubernetes client and Jib, which the
 * plugin's class path would bring.
 *
 * <pre>{@code
 * List<ClasspathEntry> runtime = new ThrongRuntime(system, session, repositories).resolve("0.2.0");
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

  /** {@code io.throng:throng-app:<version>} and its runtime dependencies, in the resolver's order. */
  List<ClasspathEntry> resolve(String version) throws MojoExecutionException {
    Dependency app = new Dependency(new DefaultArtifact("io.throng", "throng-app", "jar", version), "runtime");
    // Maven exports the resolver's API to plugins but not its utilities, hence no
    // DependencyFilterUtils: keep what a runtime classpath holds.
    DependencyFilter runtime = (node, parents) -> node.getDependency() == null
        || RUNTIME_SCOPES.contains(node.getDependency().getScope());
    DependencyRequest request = new DependencyRequest(new CollectRequest(app, repositories), runtime);
    try {
      return system.resolveDependencies(session, request).getArtifactResults().stream()
          .map(ArtifactResult::getArtifact)
          .map(ThrongRuntime::entry)
          .toList();
    } catch (DependencyResolutionException e) {
      throw new MojoExecutionException("could not resolve io.throng:throng-app:" + version
          + " and its dependencies for the image: " + e.getMessage()
          + "; install Throng (mvn install) or check the plugin repositories", e);
    }
  }

  private static ClasspathEntry entry(Artifact artifact) {
    return new ClasspathEntry(artifact.getGroupId(), artifact.getArtifactId(),
        artifact.getClassifier(), artifact.getFile().toPath());
  }
}
