package io.throng.engine;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.netty.util.concurrent.EventExecutorGroup;
import io.throng.engine.transport.LoopTasks;

/** The engine's place in the one-way flow: it never sees the report or Maven. */
@AnalyzeClasses(packages = "io.throng.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

  @ArchTest
  static final ArchRule neverImportsTheReportOrMaven = noClasses()
      .should().dependOnClassesThat().resideInAnyPackage("io.throng.report..", "freemarker..", "org.apache.maven..");

  @ArchTest
  static final ArchRule runLogAndStatsStayFreeOfNetty = noClasses()
      .that().resideInAnyPackage("io.throng.engine.runlog..", "io.throng.engine.stats..", "io.throng.engine.schedule..")
      .should().dependOnClassesThat().resideInAnyPackage("io.netty..");

  /** The client tells an outcome in the words of {@code outcome}; what the run records of it is not its concern. */
  @ArchTest
  static final ArchRule theHttpClientKnowsNeitherTheStatsNorTheRunLog = noClasses()
      .that().resideInAPackage("io.throng.engine.http..")
      .should().dependOnClassesThat().resideInAnyPackage("io.throng.engine.stats..", "io.throng.engine.runlog..");

  @ArchTest
  static final ArchRule liveMetricsHearOnlyWhatTheStatsCollectorWrites = noClasses()
      .that().resideInAPackage("io.throng.engine.live..")
      .should().dependOnClassesThat().resideInAnyPackage(
          "io.netty..", "io.throng.engine.http..", "io.throng.engine.user..", "io.throng.engine.transport..")
      .orShould().dependOnClassesThat().haveFullyQualifiedName("io.throng.engine.runlog.RunLogWriter")
      .orShould().dependOnClassesThat().haveFullyQualifiedName("io.throng.engine.stats.LoopRecorder");

  @ArchTest
  static final ArchRule theDemoTargetStandsAlone = noClasses()
      .that().resideInAPackage("io.throng.engine.demo..")
      .should().dependOnClassesThat().resideInAnyPackage(
          "io.throng.engine", "io.throng.engine.http..", "io.throng.engine.user..", "io.throng.engine.stats..",
          "io.throng.engine.runlog..", "io.throng.engine.schedule..", "io.throng.dsl..");

  /** Netty keeps or only logs what a task threw; {@link LoopTasks} tells the run, which stops. */
  @ArchTest
  static final ArchRule everyTaskForAnEventLoopGoesThroughLoopTasks = noClasses()
      .that().resideOutsideOfPackage("io.throng.engine.demo..")
      .and().doNotHaveFullyQualifiedName(LoopTasks.class.getName())
      .should().callMethodWhere(target(nameMatching("execute|schedule|scheduleAtFixedRate|scheduleWithFixedDelay|submit"
          + "|invokeAll|invokeAny")).and(target(owner(assignableTo(EventExecutorGroup.class)))));
}
