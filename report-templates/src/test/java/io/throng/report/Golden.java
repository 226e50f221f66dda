package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares a written file with its checked-in golden copy, so any change to an output shows up in
 * review. After an intended change, refresh the copies with
 * {@code mvn -pl report-templates verify -Dgolden.update=true} and review the diff.
 */
final class Golden {

  /** Relative to the module directory, where Surefire runs the tests. */
  private static final Path GOLDEN_DIR = Path.of("src/test/resources/io/throng/report");

  private Golden() {}

  /** Asserts that {@code written} equals {@code golden-<name>}, first rewriting it under {@code -Dgolden.update=true}. */
  static void assertMatches(Path written, String name) throws IOException {
    String text = Files.readString(written, StandardCharsets.UTF_8);
    Path golden = GOLDEN_DIR.resolve("golden-" + name);
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, text, StandardCharsets.UTF_8);
    }
    assertThat(golden)
        .as("golden copy missing: run with -Dgolden.update=true to create it")
        .exists();
    assertThat(text).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
  }
}
