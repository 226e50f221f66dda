package io.throng.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The engine ships SLF4J's java.util.logging provider so that json-path's logging needs no setup;
 * a project that brings its own provider (logback, log4j) would then make SLF4J warn at every run
 * that it found several. This picks the project's provider before SLF4J looks, quietly.
 */
final class Slf4jProviders {

  static final String SERVICE_FILE = "META-INF/services/org.slf4j.spi.SLF4JServiceProvider";
  static final String ENGINES_PROVIDER = "org.slf4j.jul.JULServiceProvider";

  private Slf4jProviders() {}

  /**
   * When {@code loader} sees the engine's provider and another one, and the user has not chosen
   * ({@code slf4j.provider}), chooses the other one and keeps SLF4J's note about the choice quiet.
   */
  static void preferTheProjects(ClassLoader loader) {
    if (System.getProperty("slf4j.provider") != null) {
      return;
    }
    Set<String> providers = providers(loader);
    if (providers.size() < 2 || !providers.contains(ENGINES_PROVIDER)) {
      return;
    }
    Optional<String> projects = providers.stream().filter(p -> !p.equals(ENGINES_PROVIDER)).findFirst();
    projects.ifPresent(provider -> {
      System.setProperty("slf4j.provider", provider);
      System.setProperty("slf4j.internal.verbosity", "WARN");
    });
  }

  /** The provider classes named by the service files {@code loader} sees, in class-path order. */
  static Set<String> providers(ClassLoader loader) {
    Set<String> names = new LinkedHashSet<>();
    try {
      Enumeration<URL> files = loader.getResources(SERVICE_FILE);
      while (files.hasMoreElements()) {
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(files.nextElement().openStream(), StandardCharsets.UTF_8))) {
          in.lines().map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty())
              .forEach(names::add);
        }
      }
    } catch (IOException e) {
      // An unreadable service file: SLF4J reads the same files and says so itself.
    }
    return names;
  }
}
