package io.throng.dsl;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The DSL depends on the JDK only, and its model never reaches back into the builders. */
@AnalyzeClasses(packages = "io.throng.dsl", importOptions = ImportOption.DoNotIncludeTests.class)
class DslArchitectureTest {

  @ArchTest
  static final ArchRule dependsOnTheJdkOnly = classes()
      .should().onlyDependOnClassesThat().resideInAnyPackage("io.throng.dsl..", "java..");

  /** The model refers to the session (functions of it), never to a builder. */
  @ArchTest
  static final ArchRule theModelDoesNotKnowTheBuilders = noClasses()
      .that().resideInAPackage("io.throng.dsl.model..")
      .should().dependOnClassesThat(resideInAPackage("io.throng.dsl").and(not(type(Session.class))));
}
