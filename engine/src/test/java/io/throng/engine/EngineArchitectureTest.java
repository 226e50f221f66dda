package io.throng.engine;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

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

  /**
   * The engine's packages in the order the data flows: the entry package calls the conductor
   * ({@code run}), which composes the stages; {@code schedule} starts users, a {@code user} sends
   * with {@code http} and judges with {@code check} (its pages' {@code resource}s and {@code feed}s
   * beside), records into {@code stats}, whose collector writes the {@code runlog}. {@code live}
   * and {@code assertion} hear what the stats wrote; {@code demo} is a target of its own. At the
   * bottom, {@code config} (settings, the shard), {@code transport} (Netty's event loops) and
   * {@code outcome} (why a request failed, what it went out on) import no other layer, so every
   * layer may use them. Each layer names what it may use, so an arrow pointing back up fails here.
   */
  @ArchTest
  static final ArchRule packagesReadAsThePipeline = layeredArchitecture()
      .consideringOnlyDependenciesInLayers()
      .ensureAllClassesAreContainedInArchitecture()
      .layer("Entry").definedBy("io.throng.engine")
      .layer("Run").definedBy("io.throng.engine.run..")
      .layer("Live").definedBy("io.throng.engine.live..")
      .layer("Demo").definedBy("io.throng.engine.demo..")
      .layer("Schedule").definedBy("io.throng.engine.schedule..")
      .layer("User").definedBy("io.throng.engine.user..")
      .layer("Check").definedBy("io.throng.engine.check..")
      .layer("Resource").definedBy("io.throng.engine.resource..")
      .layer("Feed").definedBy("io.throng.engine.feed..")
      .layer("Http").definedBy("io.throng.engine.http..")
      .layer("Stats").definedBy("io.throng.engine.stats..")
      .layer("Assertion").definedBy("io.throng.engine.assertion..")
      .layer("RunLog").definedBy("io.throng.engine.runlog..")
      .layer("Config").definedBy("io.throng.engine.config..")
      .layer("Transport").definedBy("io.throng.engine.transport..")
      .layer("Outcome").definedBy("io.throng.engine.outcome..")
      .whereLayer("Entry").mayNotBeAccessedByAnyLayer()
      .whereLayer("Run").mayOnlyBeAccessedByLayers("Entry")
      .whereLayer("Live").mayOnlyAccessLayers("Schedule", "Stats", "RunLog", "Config", "Outcome")
      .whereLayer("Demo").mayOnlyAccessLayers("Transport")
      .whereLayer("Schedule").mayOnlyAccessLayers("User", "Config")
      .whereLayer("User").mayOnlyAccessLayers(
          "Check", "Resource", "Feed", "Http", "Stats", "Config", "Transport", "Outcome")
      .whereLayer("Check").mayOnlyAccessLayers("Http", "Outcome")
      .whereLayer("Resource").mayOnlyAccessLayers("Http")
      .whereLayer("Feed").mayOnlyAccessLayers("Config")
      .whereLayer("Http").mayOnlyAccessLayers("Config", "Transport", "Outcome")
      .whereLayer("Stats").mayOnlyAccessLayers("RunLog", "Outcome")
      .whereLayer("Assertion").mayOnlyAccessLayers("RunLog")
      .whereLayer("RunLog").mayNotAccessAnyLayer()
      .whereLayer("Config").mayNotAccessAnyLayer()
      .whereLayer("Transport").mayNotAccessAnyLayer()
      .whereLayer("Outcome").mayNotAccessAnyLayer();

  /** Live metrics read the collected seconds, never the request path or the log's writer. */
  @ArchTest
  static final ArchRule liveMetricsHearOnlyWhatTheStatsCollectorWrites = noClasses()
      .that().resideInAPackage("io.throng.engine.live..")
      .should().dependOnClassesThat().resideInAnyPackage("io.netty..")
      .orShould().dependOnClassesThat().haveFullyQualifiedName("io.throng.engine.runlog.RunLogWriter")
      .orShould().dependOnClassesThat().haveFullyQualifiedName("io.throng.engine.stats.LoopRecorder");

  /** The demo target runs standalone: besides the transport, it knows no simulation and no engine. */
  @ArchTest
  static final ArchRule theDemoTargetStandsAlone = noClasses()
      .that().resideInAPackage("io.throng.engine.demo..")
      .should().dependOnClassesThat().resideInAnyPackage("io.throng.dsl..");

  /** Netty keeps or only logs what a task threw; {@link LoopTasks} tells the run, which stops. */
  @ArchTest
  static final ArchRule everyTaskForAnEventLoopGoesThroughLoopTasks = noClasses()
      .that().resideOutsideOfPackage("io.throng.engine.demo..")
      .and().doNotHaveFullyQualifiedName(LoopTasks.class.getName())
      .should().callMethodWhere(target(nameMatching("execute|schedule|scheduleAtFixedRate|scheduleWithFixedDelay|submit"
          + "|invokeAll|invokeAny")).and(target(owner(assignableTo(EventExecutorGroup.class)))));
}
