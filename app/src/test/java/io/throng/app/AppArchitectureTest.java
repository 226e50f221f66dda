package io.throng.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The app composes the engine and the report through their entry packages (and the results they return) only. */
@AnalyzeClasses(packages = "io.throng.app", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

  @ArchTest
  static final ArchRule usesOnlyEntryPackages =
      noClasses()
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              "io.throng.dsl.model..", "io.throng.engine.*..", "io.throng.report.aggregate..",
              "io.throng.report.view..", "io.throng.report.render..", "io.throng.maven..")
          .because("internals of the engine and the report may change without notice; the report's"
              + " assertion results are a value type its entry point returns");
}
