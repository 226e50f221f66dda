package io.throng.kubernetes;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.throng.app.JavaCommand;

/** Orchestration only: the load runs in the pods, so nothing here reaches into the engine. */
@AnalyzeClasses(packages = "io.throng.kubernetes", importOptions = ImportOption.DoNotIncludeTests.class)
class KubernetesArchitectureTest {

  @ArchTest
  static final ArchRule usesOnlyTheAppAndTheReportsEntryPackage =
      noClasses()
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              "io.throng.dsl..", "io.throng.engine..", "io.throng.report.*..", "io.throng.maven..")
          .because("the shards run the engine in their pods; here only the app's command line,"
              + " its simulation catalog and the report's entry point matter");

  @ArchTest
  static final ArchRule startsTheAppByItsCommandLineNotItsMainClass =
      noClasses()
          .should()
          .dependOnClassesThat()
          .haveFullyQualifiedName(JavaCommand.MAIN_CLASS)
          .because("the app runs in other JVMs (pods, the merged verdict): JavaCommand renders its command line,"
              + " ExitStatus and RunOutcomeFile say how it ended");
}
