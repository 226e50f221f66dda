package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparedRunTest {

  @TempDir Path dir;

  @Test
  void aFolderIsLabelledByItsLabelFileElseByItsName() throws IOException {
    Path labelled = Files.createDirectories(dir.resolve("rampup-20240501-120000"));
    Files.writeString(labelled.resolve(ComparedRun.LABEL_FILE), "  nginx#2  \nignored\n");
    Path plain = Files.createDirectories(dir.resolve("rampup-20240501-130000"));
    Path blank = Files.createDirectories(dir.resolve("blank"));
    Files.writeString(blank.resolve(ComparedRun.LABEL_FILE), "\n");

    assertThat(ComparedRun.of(labelled).label()).isEqualTo("nginx#2");
    assertThat(ComparedRun.of(plain).label()).isEqualTo("rampup-20240501-130000");
    assertThat(ComparedRun.of(blank).label()).isEqualTo("blank");
    assertThat(ComparedRun.of(plain.resolve(".")).label()).isEqualTo("rampup-20240501-130000");
  }

  @Test
  void anArgumentIsLabelEqualsFolderUnlessItNamesAnExistingPath() throws IOException {
    Path odd = Files.createDirectories(dir.resolve("a=b"));

    assertThat(ComparedRun.parse("apache#1=runs/a")).isEqualTo(new ComparedRun("apache#1", Path.of("runs/a")));
    assertThat(ComparedRun.parse(odd.toString())).isEqualTo(new ComparedRun("a=b", odd));
    assertThat(ComparedRun.parse("runs/b").label()).isEqualTo("b");
  }

  @Test
  void aBlankLabelIsRejectedNamingTheFolder() {
    assertThatThrownBy(() -> new ComparedRun(" ", Path.of("runs/a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("label must not be blank, was ' ' for run folder runs/a");
  }
}
