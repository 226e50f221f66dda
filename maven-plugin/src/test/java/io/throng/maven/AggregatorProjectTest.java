package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AggregatorProjectTest {

  @Test
  void aJarProjectIsLeftAlone() {
    assertThat(AggregatorProject.refusal("run", "jar", List.of(), List.of())).isEmpty();
  }

  @Test
  void theRootOfABuildNamesTheOneModuleThatDeclaresThePlugin() {
    assertThat(AggregatorProject.refusal("run", "pom", List.of("dsl", "simulations"), List.of("simulations")))
        .hasValue("this project only aggregates the modules dsl, simulations and has no simulation of its own:"
            + " run loadtest:run in the module that holds the simulations, from here with"
            + " mvn -pl simulations loadtest:run -Dsimulation=<name>");
  }

  @Test
  void severalModulesWithThePluginAreListed() {
    assertThat(AggregatorProject.refusal("sweep", "pom", List.of("a", "b"), List.of("a", "b")).orElseThrow())
        .contains("mvn -pl <module> loadtest:sweep").endsWith("(the modules that declare the loadtest plugin: a, b)");
  }

  @Test
  void aPomWithoutModulesSaysItHasNoClasses() {
    assertThat(AggregatorProject.refusal("run", "pom", List.of(), List.of()).orElseThrow())
        .startsWith("a project of packaging pom has no classes, so no simulation:");
  }
}
