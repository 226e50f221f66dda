package io.throng.app;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.assertion.AssertionResult;
import io.throng.engine.config.ClosestName;
import io.throng.engine.transport.OutOfMemoryAlarm;

/**
 * The app composes the engine and the report through their entry packages only, and the values
 * they hand each other: the assertion results (the engine's type, which the report returns), the
 * simulation's assertions, which the engine builds and the report checks, and its plan, whose
 * baseline the app judges the runs against, and the did-you-mean hint it gives for a mistyped
 * simulation name, the one the engine gives for a setting. Only the entry point
 * depends on {@link Main}: the classes it calls take their exit statuses, file names and
 * messages from types of their own, so no arrow points back up at it.
 */
@AnalyzeClasses(packages = "io.throng.app", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

  @ArchTest
  static final ArchRule usesOnlyEntryPackages =
      noClasses()
          .should()
          .dependOnClassesThat(resideInAnyPackage(
              "io.throng.dsl.model..", "io.throng.engine.*..", "io.throng.report.aggregate..",
              "io.throng.report.view..", "io.throng.report.render..", "io.throng.maven..")
              .and(not(type(AssertionSpec.class)))
              .and(not(type(SimulationPlan.class)))
              .and(not(type(BaselineSpec.class)))
              .and(not(type(BaselineSpec.Metric.class)))
              .and(not(type(AssertionResult.class)))
              .and(not(type(OutOfMemoryAlarm.class)))
              .and(not(type(ClosestName.class))))
          .because("internals of the engine and the report may change without notice; assertions and"
              + " their results are values their entry points hand over, as is the plan (PreparedRun.plan), whose"
              + " baseline the app judges the runs against, and the out-of-memory alarm is the"
              + " JVM's, which the app's own JVM wires to its uncaught errors; a mistyped simulation name gets the"
              + " engine's did-you-mean hint, as a mistyped setting does");

  @ArchTest
  static final ArchRule onlyTheEntryPointDependsOnMain =
      noClasses()
          .that().doNotBelongToAnyOf(Main.class)
          .should().dependOnClassesThat(type(Main.class))
          .because("Main composes the classes below it; a class reaching back up to it for a constant"
              + " makes a cycle (ExitStatus, RunFiles and JavaCommand hold what they shared)");
}
