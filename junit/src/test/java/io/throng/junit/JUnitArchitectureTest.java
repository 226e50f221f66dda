package io.throng.junit;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.throng.engine.assertion.AssertionResult;

/** The extension composes the engine and the report through their entry packages, as the app does. */
@AnalyzeClasses(packages = "io.throng.junit", importOptions = ImportOption.DoNotIncludeTests.class)
class JUnitArchitectureTest {

  @ArchTest
  static final ArchRule usesOnlyEntryPackages =
      noClasses()
          .should()
          .dependOnClassesThat(resideInAnyPackage(
              "io.throng.dsl.model..", "io.throng.engine.*..", "io.throng.report.*..", "io.throng.app..",
              "io.throng.maven..")
              .and(not(type(AssertionResult.class))))
          .because("a test runs a simulation the way the command line does, through the entry points");
}
