package io.throng.kubernetes;

import io.throng.app.SimulationCatalog;
import io.throng.app.UnknownSimulationException;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves the simulation a user named to its class name, here before anything is built or
 * applied, so that a typo fails in a second with the list of simulations found rather than in N
 * pods a minute later.
 */
final class SimulationName {

  private SimulationName() {}

  static String resolve(SimulationProject project, String name) throws KubernetesRunException {
    List<Path> directories = List.of(project.classesDirectory(), project.testClassesDirectory());
    // The platform loader as parent: the project's own throng-dsl must define Simulation.
    try (URLClassLoader loader =
        new URLClassLoader(urls(project.projectClasspath()), ClassLoader.getPlatformClassLoader())) {
      SimulationCatalog catalog = SimulationCatalog.scan(directories, loader);
      if (name == null || name.isBlank()) {
        throw new KubernetesRunException(
            "no simulation given: pass -Dsimulation=<name>; " + catalog.describeFound());
      }
      return catalog.resolve(name.strip()).getName();
    } catch (UnknownSimulationException e) {
      throw new KubernetesRunException(e.getMessage(), e);
    } catch (IOException e) {
      throw new KubernetesRunException(
          "could not look for simulations in " + directories + ": " + e.getMessage(), e);
    }
  }

  private static URL[] urls(List<Path> classpath) throws MalformedURLException {
    List<URL> urls = new ArrayList<>();
    for (Path entry : classpath) {
      urls.add(entry.toUri().toURL());
    }
    return urls.toArray(URL[]::new);
  }
}
