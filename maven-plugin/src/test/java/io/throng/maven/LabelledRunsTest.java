package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabelledRunsTest {

  @TempDir static Path runs;

  @BeforeAll
  static void runFolders() throws Exception {
    for (String folder : List.of("apache/r-1", "apache/r-2", "nginx/r-1", "odd=name")) {
      Files.createDirectories(runs.resolve(folder));
    }
  }

  @Test
  void eachFolderALabelledPatternMatchesGetsTheLabel() throws Exception {
    assertThat(LabelledRuns.expand("apache=" + runs + "/apache/*, nginx=" + runs + "/nginx/r-1,," + runs + "/apache/r-?",
        Path.of("/elsewhere")))
        .containsExactly("apache=" + runs.resolve("apache/r-1"), "apache=" + runs.resolve("apache/r-2"),
            "nginx=" + runs.resolve("nginx/r-1"), runs.resolve("apache/r-1").toString(),
            runs.resolve("apache/r-2").toString());
  }

  @Test
  void aFolderThatExistsIsAFolderEvenWithAnEqualsSign() throws Exception {
    assertThat(LabelledRuns.expand(runs.resolve("odd=name").toString(), Path.of("/elsewhere")))
        .containsExactly(runs.resolve("odd=name").toString());
    assertThat(LabelledRuns.expand("odd=name", runs)).containsExactly(runs.resolve("odd=name").toString());
  }

  @Test
  void relativeFoldersAreTheProjects() throws Exception {
    assertThat(LabelledRuns.expand("nginx=nginx/*", runs)).containsExactly("nginx=" + runs.resolve("nginx/r-1"));
  }

  @Test
  void aPatternWithoutMatchesOrNoRunAtAllIsAnError() {
    assertThatThrownBy(() -> LabelledRuns.expand("a=" + runs + "/nope-*", runs))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no run folder matches " + runs.resolve("nope-*"));
    assertThatThrownBy(() -> LabelledRuns.expand(" , ", runs))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("loadtest.runs names no run folder: pass -Dloadtest.runs=");
  }
}
