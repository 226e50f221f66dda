package io.throng.maven;

import java.util.List;
import java.util.Optional;

/**
 * A project of packaging {@code pom} has no classes, so no simulation: a goal run there (most
 * often at the root of a multi-module build) is meant for one of its modules. This says which.
 *
 * <pre>{@code
 * AggregatorProject.refusal("run", "pom", List.of("app", "load-tests"), List.of("load-tests"))
 * // Optional["... run it in the module that holds them: mvn -pl load-tests loadtest:run ..."]
 * }</pre>
 */
final class AggregatorProject {

  private AggregatorProject() {}

  /**
   * What to tell the user, when {@code packaging} is {@code pom}.
   *
   * @param modules the project's modules, as its pom lists them
   * @param withPlugin the modules of the build that declare the loadtest plugin, as paths from
   *     the directory Maven was started in
   */
  static Optional<String> refusal(String goal, String packaging, List<String> modules, List<String> withPlugin) {
    if (!"pom".equals(packaging)) {
      return Optional.empty();
    }
    String where = modules.isEmpty() ? "a project of packaging pom has no classes, so no simulation"
        : "this project only aggregates the modules " + String.join(", ", modules) + " and has no simulation of its own";
    String module = withPlugin.size() == 1 ? withPlugin.get(0) : "<module>";
    String known = withPlugin.size() > 1 ? " (the modules that declare the loadtest plugin: "
        + String.join(", ", withPlugin) + ")" : "";
    return Optional.of(where + ": run loadtest:" + goal + " in the module that holds the simulations, from here"
        + " with mvn -pl " + module + " loadtest:" + goal + " -Dsimulation=<name>" + known);
  }
}
