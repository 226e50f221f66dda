package io.throng.maven;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.eclipse.aether.artifact.Artifact;

/**
 * The class loader of {@code throng-kubernetes}, the Kubernetes client and Jib, made only when
 * {@code loadtest:kubernetes} runs: they are not the plugin's dependencies, so every other goal,
 * and every run it forks, goes without them. {@link ThrongRuntime} resolves them as it resolves
 * the pods' app.
 *
 * <pre>{@code
 * KubernetesClassLoader.run(runtime.resolve(KubernetesClassLoader.ARTIFACT_ID, version, "loadtest:kubernetes"),
 *     parameters, getLog());
 * }</pre>
 *
 * <p>It asks its parent, the plugin's class loader, first only for what both sides share: {@link
 * KubernetesGoal} and its parameters (the plugin's package), Maven's API and the JDK. Every other
 * class it defines itself, from the runner's jars, so that the Kubernetes client and Jib run on the
 * versions their own resolution chose, as in {@code throng-kubernetes}'s tests, not on the plugin's
 * copies of the same libraries (Jib's {@code commons-compress} needs a newer {@code commons-lang3}
 * than the plugin's). The package {@value #ENTRY_PACKAGE}, which links to the runner, it defines
 * from the plugin's own jar.
 */
final class KubernetesClassLoader extends URLClassLoader {

  /** The artifact of the Kubernetes runner, of Throng's group and the plugin's version. */
  static final String ARTIFACT_ID = "throng-kubernetes";

  /** The plugin's package that only this loader defines. */
  static final String ENTRY_PACKAGE = "io.throng.maven.kubernetes";

  /** The {@link KubernetesGoal} of the Kubernetes runner, named here, never linked to. */
  static final String ENTRY_CLASS = ENTRY_PACKAGE + ".KubernetesEntry";

  /**
   * The packages whose classes both sides must see as the same ones, so the plugin's loader
   * defines them: the JDK's, the plugin's (but {@value #ENTRY_PACKAGE}), Maven's API and the
   * logging API Maven gives its plugins.
   */
  private static final List<String> SHARED = List.of("java.", "javax.", "jdk.", "sun.", "io.throng.maven.",
      "org.apache.maven.", "org.eclipse.aether.", "org.codehaus.plexus.", "org.slf4j.");

  static {
    registerAsParallelCapable();
  }

  KubernetesClassLoader(List<Path> runner) {
    super(InProcessRun.urls(withPluginJar(runner)), KubernetesGoal.class.getClassLoader());
  }

  /**
   * Runs the goal with the Kubernetes runner of {@code runtime}, then closes its jars.
   *
   * @param runtime {@code throng-kubernetes} and its runtime dependencies
   */
  static void run(List<Artifact> runtime, KubernetesParameters parameters, Log log)
      throws MojoExecutionException, MojoFailureException {
    List<Path> runner = runtime.stream().map(artifact -> artifact.getFile().toPath()).toList();
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try (KubernetesClassLoader loader = new KubernetesClassLoader(runner)) {
      // The Kubernetes client finds its HTTP client and resource types through the context loader.
      thread.setContextClassLoader(loader);
      loader.goal().run(parameters, log);
    } catch (IOException closing) {
      log.warn("could not close the jars of the Kubernetes runner: " + closing.getMessage());
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** A new instance of {@link #ENTRY_CLASS}, defined by this loader. */
  KubernetesGoal goal() throws MojoExecutionException {
    try {
      return (KubernetesGoal) loadClass(ENTRY_CLASS).getConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw new MojoExecutionException("could not load the Kubernetes runner (" + ENTRY_CLASS + "): " + e
          + "; check that io.throng:" + ARTIFACT_ID + " has the plugin's version in the plugin repositories", e);
    }
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (shared(name)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        try {
          loaded = findClass(name);
        } catch (ClassNotFoundException notInTheRunner) {
          loaded = getParent().loadClass(name);
        }
      }
      if (resolve) {
        resolveClass(loaded);
      }
      return loaded;
    }
  }

  private static boolean shared(String name) {
    return !name.startsWith(ENTRY_PACKAGE + ".") && SHARED.stream().anyMatch(name::startsWith);
  }

  /** The plugin's own jar (or classes folder), where {@value #ENTRY_PACKAGE} is, then {@code runner}. */
  private static List<Path> withPluginJar(List<Path> runner) {
    List<Path> classpath = new ArrayList<>();
    try {
      classpath.add(Path.of(KubernetesGoal.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
    } catch (URISyntaxException e) {
      throw new IllegalStateException("the plugin's own jar has no path: " + e.getMessage(), e);
    }
    classpath.addAll(runner);
    return classpath;
  }
}
