package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.fixtures.a.RampUp;
import io.throng.app.fixtures.a.Steady;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SimulationCatalogTest {

  private static final List<String> FIXTURES =
      List.of(
          "io.throng.app.fixtures.a.RampUp",
          "io.throng.app.fixtures.a.RampUp$Nested",
          "io.throng.app.fixtures.a.Steady",
          "io.throng.app.fixtures.b.RampUp",
          "io.throng.app.fixtures.run.AbStyle",
          "io.throng.app.fixtures.run.AllFailing",
          "io.throng.app.fixtures.run.Asserted",
          "io.throng.app.fixtures.run.EchoesSecrets",
          "io.throng.app.fixtures.run.Endless",
          "io.throng.app.fixtures.run.Hoards",
          "io.throng.app.fixtures.run.HoardsOnTheLoop",
          "io.throng.app.fixtures.run.Http3OnTheDemo",
          "io.throng.app.fixtures.run.JudgedPaced",
          "io.throng.app.fixtures.run.OneShardFails",
          "io.throng.app.fixtures.run.Paced",
          "io.throng.app.fixtures.run.SettingsToken",
          "io.throng.app.fixtures.run.Sharded");

  private static Path testClasses;
  private static SimulationCatalog catalog;

  @BeforeAll
  static void scanTestClasses() throws Exception {
    testClasses = locationOf(Steady.class);
    catalog =
        SimulationCatalog.scan(List.of(testClasses), SimulationCatalogTest.class.getClassLoader());
  }

  @Test
  void findsConcretePublicSimulationsOnly() {
    assertThat(catalog.names()).containsExactlyElementsOf(FIXTURES);
    assertThat(catalog.describeFound()).isEqualTo("found: " + String.join(", ", FIXTURES));
  }

  @ParameterizedTest
  @CsvSource({
    "Steady,                                 io.throng.app.fixtures.a.Steady",
    "io.throng.app.fixtures.a.Steady,        io.throng.app.fixtures.a.Steady",
    "io.throng.app.fixtures.b.RampUp,        io.throng.app.fixtures.b.RampUp",
    "Nested,                                 io.throng.app.fixtures.a.RampUp$Nested",
    "io.throng.app.fixtures.a.RampUp$Nested, io.throng.app.fixtures.a.RampUp$Nested",
    "io.throng.app.fixtures.a.RampUp.Nested, io.throng.app.fixtures.a.RampUp$Nested",
  })
  void resolvesSimpleAndQualifiedNames(String name, String expected) throws Exception {
    assertThat(catalog.resolve(name).getName()).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Nope                                  | no simulation named Nope; found: io.throng.app.fixtures.a.RampUp, ",
        "RampUp                                | simulation name RampUp is ambiguous: use one of io.throng.app.fixtures.a.RampUp, io.throng.app.fixtures.b.RampUp",
        "NotRunnable                           | no simulation named NotRunnable; found: ",
        "Hidden                                | no simulation named Hidden; found: ",
        "Inner                                 | no simulation named Inner; found: ",
        "io.throng.app.fixtures.b.NotRunnable  | no simulation named io.throng.app.fixtures.b.NotRunnable; found: ",
        "java.lang.String                      | no simulation named java.lang.String; found: ",
        "steady                                | no simulation named steady; did you mean Steady? found: ",
        "Stedy                                 | no simulation named Stedy; did you mean Steady? found: ",
      })
  void rejectsUnknownAndAmbiguousNamesListingWhatWasFound(String name, String messageStart) {
    assertThatThrownBy(() -> catalog.resolve(name))
        .isInstanceOf(UnknownSimulationException.class)
        .hasMessageStartingWith(messageStart);
  }

  @Test
  void resolvesAQualifiedNameOutsideTheScannedDirectories() throws Exception {
    SimulationCatalog empty = SimulationCatalog.scan(List.of(), getClass().getClassLoader());

    assertThat(empty.names()).isEmpty();
    assertThat(empty.resolve(Steady.class.getName())).isEqualTo(Steady.class);
    assertThatThrownBy(() -> empty.resolve("Steady"))
        .hasMessageStartingWith("no simulation named Steady; found none");
  }

  @Test
  void skipsMissingDirectoriesAndSaysWhereItLooked(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("target/classes");
    SimulationCatalog none = SimulationCatalog.scan(List.of(missing), getClass().getClassLoader());

    assertThatThrownBy(() -> none.resolve("Smoke"))
        .hasMessage(
            "no simulation named Smoke; found none in " + missing
                + " (a simulation is a public, concrete class that extends io.throng.dsl.Simulation)");
  }

  @ParameterizedTest
  @CsvSource(
      nullValues = "-",
      value = {
        "io.throng.app.fixtures.a.RampUp, io.throng.app.fixtures.a.RampUp",
        "RampUp,                          -",
        "io.throng.app.fixtures.*,        -",
        "io.throng.app.fixtures.a.Nope,   -",
        "java.lang.String,                -",
        "io.throng.app.fixtures.b.NotRunnable, -",
      })
  void loadsAFullyQualifiedSimulationDirectlyAndNothingElse(String name, String expected) {
    assertThat(SimulationCatalog.loadDirectly(name, getClass().getClassLoader()).map(Class::getName))
        .isEqualTo(Optional.ofNullable(expected));
  }

  @Test
  void aFullyQualifiedNameLoadsOnlyTheSimulationAndItsBaseClass() {
    RecordingLoader loader = new RecordingLoader(getClass().getClassLoader());

    assertThat(SimulationCatalog.loadDirectly("io.throng.app.fixtures.a.Steady", loader)).isPresent();

    assertThat(loader.asked).containsExactly(SimulationCatalog.SIMULATION_CLASS, "io.throng.app.fixtures.a.Steady");
  }

  /** Records every class it is asked for, then asks its parent. */
  static final class RecordingLoader extends ClassLoader {
    final List<String> asked = new CopyOnWriteArrayList<>();

    RecordingLoader(ClassLoader parent) {
      super(parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      asked.add(name);
      return super.loadClass(name, resolve);
    }
  }

  @Test
  void namesClassesThatCouldNotLoad(@TempDir Path dir) throws Exception {
    Path stray = dir.resolve("a/b/Broken.class");
    Files.createDirectories(stray.getParent());
    Files.write(stray, new byte[] {(byte) 0xCA, (byte) 0xFE});

    SimulationCatalog broken = SimulationCatalog.scan(List.of(dir), getClass().getClassLoader());

    assertThat(broken.describeFound()).contains("1 classes could not be loaded, such as a.b.Broken (");
  }

  @Test
  void usesTheSimulationClassOfTheGivenLoader() throws Exception {
    // The plugin scans with a loader holding the project's own copy of the DSL.
    Path dslJar = locationOf(io.throng.dsl.Simulation.class);
    try (URLClassLoader isolated =
        new URLClassLoader(
            new URL[] {testClasses.toUri().toURL(), dslJar.toUri().toURL()},
            ClassLoader.getPlatformClassLoader())) {
      SimulationCatalog own = SimulationCatalog.scan(List.of(testClasses), isolated);

      assertThat(own.names()).containsExactlyElementsOf(FIXTURES);
      assertThat(own.resolve("Steady")).isNotEqualTo(Steady.class);
      assertThat(own.resolve(RampUp.class.getName()).getClassLoader()).isSameAs(isolated);
    }
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Steady                        | io.throng.app.fixtures.a.Steady",
        "Steady, Asserted              | io.throng.app.fixtures.a.Steady io.throng.app.fixtures.run.Asserted",
        "*RampUp                       | io.throng.app.fixtures.a.RampUp io.throng.app.fixtures.b.RampUp",
        "io.throng.app.fixtures.run.*  | io.throng.app.fixtures.run.AbStyle io.throng.app.fixtures.run.AllFailing"
            + " io.throng.app.fixtures.run.Asserted io.throng.app.fixtures.run.EchoesSecrets"
            + " io.throng.app.fixtures.run.Endless io.throng.app.fixtures.run.Hoards"
            + " io.throng.app.fixtures.run.HoardsOnTheLoop io.throng.app.fixtures.run.Http3OnTheDemo"
            + " io.throng.app.fixtures.run.JudgedPaced"
            + " io.throng.app.fixtures.run.OneShardFails io.throng.app.fixtures.run.Paced"
            + " io.throng.app.fixtures.run.SettingsToken io.throng.app.fixtures.run.Sharded",
        "Ste?dy,Steady,,               | io.throng.app.fixtures.a.Steady",
        "En*, *.a.Steady               | io.throng.app.fixtures.run.Endless io.throng.app.fixtures.a.Steady",
      })
  void selectsByNamesAndPatternsInTheOrderGivenEachOnce(String selection, String expected) throws Exception {
    assertThat(catalog.select(selection)).extracting(Class::getName).containsExactly(expected.split(" "));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "*Nope*         | no simulation matches *Nope*; found: io.throng.app.fixtures.a.RampUp, ",
        "Steady, Nope   | no simulation named Nope; found: ",
        "' , '          | no simulation named in \" , \"; found: ",
      })
  void selectionsThatNameNothingListWhatWasFound(String selection, String message) {
    assertThatThrownBy(() -> catalog.select(selection))
        .isInstanceOf(UnknownSimulationException.class)
        .hasMessageStartingWith(message);
  }

  @Test
  void allIsEverySimulationFound() {
    assertThat(catalog.all()).extracting(Class::getName).containsExactlyElementsOf(FIXTURES);
  }

  @Test
  void refusesALoaderWithoutTheDsl() {
    ClassLoader withoutDsl = ClassLoader.getPlatformClassLoader();

    assertThatThrownBy(() -> SimulationCatalog.scan(List.of(testClasses), withoutDsl))
        .isInstanceOf(UnknownSimulationException.class)
        .hasMessage(
            "io.throng.dsl.Simulation is not on the classpath, so there can be no simulation:"
                + " add the dependency io.throng:throng-dsl to the project");
  }

  private static Path locationOf(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
