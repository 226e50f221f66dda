package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceSimulationTest {

  private static final String SOURCE = """
      import static io.throng.dsl.Dsl.*;

      public class Hello extends io.throng.dsl.Simulation {
        public Hello() {
          setUp(scenario("hello").exec(http("hello").get("/hello")).injectOpen(atOnceUsers(1)))
              .protocols(http.baseUrl("demo"));
        }
      }
      """;

  @Test
  void aJavaFileIsCompiledAndNamedByItsClassInEitherSpelling(@TempDir Path work) throws Exception {
    Path file = Files.writeString(work.resolve("Hello.java"), SOURCE);

    SourceSimulation separate = SourceSimulation.compileIfNamed("--simulation", file.toString(), "--results-dir", "x")
        .orElseThrow();
    SourceSimulation joined = SourceSimulation.compileIfNamed("--simulation=" + file).orElseThrow();

    assertThat(separate.arguments()).containsExactly("--simulation", "Hello", "--results-dir", "x");
    assertThat(joined.arguments()).containsExactly("--simulation=Hello");
    Path classes = separate.classDirectories(List.of()).get(0);
    assertThat(classes.resolve("Hello.class")).exists();
    assertThat(separate.loader(getClass().getClassLoader()).loadClass("Hello").getSuperclass().getName())
        .isEqualTo("io.throng.dsl.Simulation");
  }

  @Test
  void aClassNameIsLeftAsItIs() throws Exception {
    assertThat(SourceSimulation.compileIfNamed("--simulation", "Smoke")).isEmpty();
  }

  @Test
  void aMissingFileOrShardsAreRefusedSayingWhatToDo(@TempDir Path work) throws Exception {
    Path file = Files.writeString(work.resolve("Hello.java"), SOURCE);

    assertThatThrownBy(() -> SourceSimulation.compileIfNamed("--simulation", work.resolve("Nope.java").toString()))
        .hasMessageContaining("no file").hasMessageContaining("Nope.java");
    assertThatThrownBy(() -> SourceSimulation.compileIfNamed("--simulation", file.toString(), "--shards", "2"))
        .hasMessageContaining("--shards").hasMessageContaining("without --shards");
  }
}
