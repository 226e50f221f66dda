package io.throng.app;

import io.throng.engine.config.ClosestName;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The simulations compiled into a project, found by scanning its class directories, and
 * resolved by simple or fully-qualified name.
 *
 * <pre>{@code
 * SimulationCatalog catalog = SimulationCatalog.scan(
 *     List.of(Path.of("target/classes"), Path.of("target/test-classes")), loader);
 * Class<?> smoke = catalog.resolve("Smoke"); // or "io.throng.simulations.Smoke"
 * }</pre>
 *
 * <p>A simulation is a concrete, public, top-level or static nested subclass of {@code
 * io.throng.dsl.Simulation}: what the engine can instantiate. Classes are loaded without being
 * initialized, so scanning runs no user code. The {@code Simulation} base class is looked up
 * through the given loader rather than linked statically, because the Maven plugin scans with
 * the project's own copy of the DSL, which is a different class from the plugin's.
 */
public final class SimulationCatalog {

  /** The base class every simulation extends. */
  public static final String SIMULATION_CLASS = "io.throng.dsl.Simulation";

  /** How many classes that failed to load an error message names, at most. */
  private static final int UNLOADABLE_SHOWN = 3;

  private final List<Path> directories;
  private final ClassLoader loader;
  private final List<Class<?>> simulations;
  private final List<String> unloadable;

  private SimulationCatalog(
      List<Path> directories,
      ClassLoader loader,
      List<Class<?>> simulations,
      List<String> unloadable) {
    this.directories = directories;
    this.loader = loader;
    this.simulations = simulations;
    this.unloadable = unloadable;
  }

  /**
   * Scans {@code directories} (those that do not exist are skipped) for simulations, loading
   * each class with {@code loader}, which must see the directories and their dependencies.
   *
   * @throws UnknownSimulationException if {@code loader} does not see {@code
   *     io.throng.dsl.Simulation}, so no class can be a simulation
   */
  public static SimulationCatalog scan(Collection<Path> directories, ClassLoader loader)
      throws IOException, UnknownSimulationException {
    Class<?> base;
    try {
      base = Class.forName(SIMULATION_CLASS, false, loader);
    } catch (ClassNotFoundException e) {
      throw new UnknownSimulationException(
          SIMULATION_CLASS + " is not on the classpath, so there can be no simulation:"
              + " add the dependency io.throng:throng-dsl to the project");
    }
    List<Class<?>> simulations = new ArrayList<>();
    List<String> unloadable = new ArrayList<>();
    for (Path directory : directories) {
      for (String className : classNames(directory)) {
        try {
          Class<?> candidate = Class.forName(className, false, loader);
          if (isSimulation(candidate, base)) {
            simulations.add(candidate);
          }
        } catch (ClassNotFoundException | LinkageError e) {
          // A class that cannot load cannot run either; remember it so that an unknown name
          // can be explained by a missing dependency rather than by a typo.
          unloadable.add(className + " (" + e + ")");
        }
      }
    }
    simulations.sort(Comparator.comparing(Class::getName));
    return new SimulationCatalog(
        List.copyOf(directories), loader, List.copyOf(simulations), List.copyOf(unloadable));
  }

  /** The fully-qualified names of the simulations found, sorted. */
  public List<String> names() {
    return simulations.stream().map(Class::getName).toList();
  }

  /**
   * The simulation called {@code name}: a fully-qualified name ({@code a.b.Smoke}, or {@code
   * a.b.Outer.Nested}), or a simple name that only one simulation found has. A fully-qualified
   * name may also name a simulation outside the scanned directories, in a jar on the loader.
   *
   * @throws UnknownSimulationException if no simulation or several have that name; the message
   *     lists the simulations found or the candidates
   */
  public Class<?> resolve(String name) throws UnknownSimulationException {
    List<Class<?>> matches =
        simulations.stream()
            .filter(c -> c.getName().equals(name) || name.equals(c.getCanonicalName()))
            .toList();
    if (matches.isEmpty()) {
      matches = simulations.stream().filter(c -> c.getSimpleName().equals(name)).toList();
    }
    if (matches.size() > 1) {
      throw new UnknownSimulationException(
          "simulation name " + name + " is ambiguous: use one of " + join(matches));
    }
    if (matches.size() == 1) {
      return matches.get(0);
    }
    return loadDirectly(name, loader)
        .orElseThrow(
            () ->
                new UnknownSimulationException(
                    "no simulation named " + name + "; " + closestTo(name) + describeFound()));
  }

  /**
   * The simulations a selection names, in the order given, each once: a comma-separated list of
   * names as {@link #resolve} takes them and of patterns where {@code *} stands for any
   * characters and {@code ?} for one ({@code *Smoke*}, {@code perf.*}), matched against simple
   * and fully-qualified names.
   *
   * @throws UnknownSimulationException if a name does not resolve or a pattern matches nothing;
   *     the message lists the simulations found
   */
  public List<Class<?>> select(String selection) throws UnknownSimulationException {
    Set<Class<?>> selected = new LinkedHashSet<>();
    for (String item : selection.split(",")) {
      String name = item.strip();
      if (name.isEmpty()) {
        continue;
      }
      if (name.contains("*") || name.contains("?")) {
        Pattern pattern = glob(name);
        List<Class<?>> matches = simulations.stream()
            .filter(c -> pattern.matcher(c.getSimpleName()).matches() || pattern.matcher(c.getName()).matches())
            .toList();
        if (matches.isEmpty()) {
          throw new UnknownSimulationException("no simulation matches " + name + "; " + describeFound());
        }
        selected.addAll(matches);
      } else {
        selected.add(resolve(name));
      }
    }
    if (selected.isEmpty()) {
      throw new UnknownSimulationException("no simulation named in \"" + selection + "\"; " + describeFound());
    }
    return List.copyOf(selected);
  }

  /** Every simulation found, sorted by fully-qualified name. */
  public List<Class<?>> all() {
    return simulations;
  }

  /** {@code did you mean Smoke? } when a simulation's simple or full name is a typo away from {@code name}. */
  private String closestTo(String name) {
    List<String> names = new ArrayList<>();
    simulations.forEach(c -> {
      names.add(c.getSimpleName());
      names.add(c.getName());
    });
    return ClosestName.to(name, names).map(closest -> "did you mean " + closest + "? ").orElse("");
  }

  private static Pattern glob(String glob) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      regex.append(c == '*' ? ".*" : c == '?' ? "." : Pattern.quote(String.valueOf(c)));
    }
    return Pattern.compile(regex.toString());
  }

  /**
   * What was found, for error messages: {@code found: a.b.RampUp, a.b.Smoke}, or where nothing
   * was found and why that may be.
   */
  public String describeFound() {
    String found =
        simulations.isEmpty()
            ? "found none in "
                + directories.stream().map(Path::toString).collect(Collectors.joining(", "))
                + " (a simulation is a public, concrete class that extends "
                + SIMULATION_CLASS
                + ")"
            : "found: " + join(simulations);
    if (unloadable.isEmpty()) {
      return found;
    }
    return found + "; " + unloadable.size() + " classes could not be loaded, such as "
        + String.join(", ", unloadable.subList(0, Math.min(UNLOADABLE_SHOWN, unloadable.size())));
  }

  /**
   * The simulation a fully-qualified {@code name} names, loaded with {@code loader} directly,
   * without scanning and loading every class of the project: what a run given {@code a.b.Smoke},
   * and every shard it starts, needs. Empty for a simple name, a pattern, or a name that loads no
   * simulation, for which {@link #scan} and {@link #resolve} say what there is.
   */
  public static Optional<Class<?>> loadDirectly(String name, ClassLoader loader) {
    if (!name.contains(".") || name.contains("*") || name.contains("?") || name.contains(",")) {
      return Optional.empty();
    }
    try {
      Class<?> base = Class.forName(SIMULATION_CLASS, false, loader);
      Class<?> candidate = Class.forName(name, false, loader);
      return Optional.<Class<?>>of(candidate).filter(c -> isSimulation(c, base));
    } catch (ClassNotFoundException | LinkageError e) {
      return Optional.empty();
    }
  }

  private static boolean isSimulation(Class<?> candidate, Class<?> base) {
    int modifiers = candidate.getModifiers();
    boolean instantiable =
        Modifier.isPublic(modifiers)
            && !Modifier.isAbstract(modifiers)
            && !candidate.isInterface()
            && (candidate.getEnclosingClass() == null || Modifier.isStatic(modifiers));
    return instantiable && candidate != base && base.isAssignableFrom(candidate);
  }

  /**
   * Binary names of the classes under {@code directory}: {@code a/b/Outer$Nested.class} gives
   * {@code a.b.Outer$Nested}.
   */
  private static List<String> classNames(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(directory)) {
      return files
          .filter(file -> file.getFileName().toString().endsWith(".class"))
          .map(file -> directory.relativize(file).toString())
          .filter(path -> !path.endsWith("module-info.class"))
          .filter(path -> !path.endsWith("package-info.class"))
          .map(path -> path.substring(0, path.length() - ".class".length())
              .replace(directory.getFileSystem().getSeparator(), "."))
          .sorted()
          .toList();
    }
  }

  private static String join(List<Class<?>> classes) {
    return classes.stream().map(Class::getName).collect(Collectors.joining(", "));
  }
}
