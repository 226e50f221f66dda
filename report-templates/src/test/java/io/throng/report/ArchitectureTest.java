package io.throng.report;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The report reads run logs and writes HTML, JSON and Markdown: it never sees Netty, Maven or the running engine. */
@AnalyzeClasses(packages = "io.throng.report", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  @ArchTest
  static final ArchRule noNettyNoMaven = noClasses()
      .should().dependOnClassesThat().resideInAnyPackage("io.netty..", "org.apache.maven..");

  @ArchTest
  static final ArchRule onlyTheRunLogAndTheAssertionsFromTheEngine = noClasses()
      .should().dependOnClassesThat(resideInAPackage("io.throng.engine..")
          .and(not(resideInAnyPackage("io.throng.engine.runlog..", "io.throng.engine.assertion.."))))
      .because("the run log is the contract between engine and report, and assertions are judged by one"
          + " logic, the engine's, during a run and on its final figures");

  @ArchTest
  static final ArchRule onlyAggregateReadsTheRunLog = noClasses()
      .that().resideOutsideOfPackage("io.throng.report.aggregate..")
      .should().dependOnClassesThat().resideInAPackage("io.throng.engine.runlog..");

  @ArchTest
  static final ArchRule onlyRenderSeesFreemarker = noClasses()
      .that().resideOutsideOfPackage("io.throng.report.render..")
      .should().dependOnClassesThat().resideInAPackage("freemarker..");

  @ArchTest
  static final ArchRule onlyJsonSeesJackson = noClasses()
      .that().resideOutsideOfPackage("io.throng.report.json..")
      .should().dependOnClassesThat().resideInAPackage("com.fasterxml..");

  @ArchTest
  static final ArchRule pipelineFlowsOneWay = layeredArchitecture()
      .consideringOnlyDependenciesInLayers()
      .layer("Entry").definedBy("io.throng.report")
      .layer("Aggregate").definedBy("io.throng.report.aggregate..")
      .layer("Figures").definedBy("io.throng.report.compare..", "io.throng.report.sweep..", "io.throng.report.ab..",
          "io.throng.report.baseline..", "io.throng.report.history..")
      .layer("View").definedBy("io.throng.report.view..")
      .layer("Render").definedBy("io.throng.report.render..")
      .layer("Json").definedBy("io.throng.report.json..")
      .layer("Assertion").definedBy("io.throng.report.assertion..")
      .whereLayer("Entry").mayNotBeAccessedByAnyLayer()
      .whereLayer("Json").mayOnlyBeAccessedByLayers("Entry")
      .whereLayer("Render").mayOnlyBeAccessedByLayers("Entry")
      .whereLayer("View").mayOnlyBeAccessedByLayers("Render", "Entry")
      .whereLayer("Figures").mayOnlyBeAccessedByLayers("View", "Json", "Entry")
      .whereLayer("Assertion").mayOnlyBeAccessedByLayers("View", "Json", "Entry")
      .whereLayer("Aggregate").mayOnlyBeAccessedByLayers("Figures", "View", "Json", "Assertion", "Entry");
}
