package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportFilesTest {

  @TempDir Path dir;

  @Test
  void aWriteThatFailsHalfwayLeavesThePreviousFileAndNoPartOne() throws IOException {
    ReportFiles.write(dir, "stats.json", "{\"old\":true}");

    assertThatThrownBy(() -> ReportFiles.write(dir, "stats.json", out -> {
      out.write("{\"half\":".getBytes(StandardCharsets.UTF_8));
      throw new IOException("No space left on device");
    })).isInstanceOf(IOException.class).hasMessage("No space left on device");

    assertThat(dir.resolve("stats.json")).hasContent("{\"old\":true}");
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).containsExactly(dir.resolve("stats.json"));
    }
  }

  @Test
  void anErrorWhileWritingLeavesNoPartFileEither() {
    assertThatThrownBy(() -> ReportFiles.write(dir, "stats.json", out -> {
      throw new OutOfMemoryError("Java heap space");
    })).isInstanceOf(OutOfMemoryError.class);

    assertThat(dir.resolve("stats.json.part")).doesNotExist();
    assertThat(dir.resolve("stats.json")).doesNotExist();
  }
}
