package io.throng.maven;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The plugin knows nothing of statistics: the engine, report and DSL run in the forked JVM. */
@AnalyzeClasses(packages = "io.throng.maven", importOptions = ImportOption.DoNotIncludeTests.class)
class MavenPluginArchitectureTest {

  @ArchTest
  static final ArchRule usesOnlyTheAppEntryPoint =
      noClasses()
          .should()
          .dependOnClassesThat(
              resideInAPackage("io.throng..")
                  .and(not(resideInAnyPackage("io.throng.maven..", "io.throng.app", "io.throng.kubernetes"))))
          .because("only the entry points of the app and of the Kubernetes runner concern the plugin; the rest runs in the fork or the cluster");

  @ArchTest
  static final ArchRule onlyTheKubernetesEntryLinksToTheKubernetesRunner =
      noClasses()
          .that()
          .resideOutsideOfPackage(KubernetesClassLoader.ENTRY_PACKAGE)
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              KubernetesClassLoader.ENTRY_PACKAGE, "io.throng.kubernetes..", "io.fabric8..",
              "com.google.cloud.tools.jib..")
          .because("throng-kubernetes, the Kubernetes client and Jib are not on the plugin's class path but in"
              + " KubernetesClassLoader, only while loadtest:kubernetes runs: a class the plugin's own loader defines"
              + " that linked to them would fail, and the entry is reached by its name only");
}
