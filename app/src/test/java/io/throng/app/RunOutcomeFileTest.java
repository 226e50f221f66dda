package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The writer's side of the outcome.json contract; the plugin and the Kubernetes goal test their reading. */
class RunOutcomeFileTest {

  @TempDir
  Path dir;

  @Test
  void writesTheContractsFieldsAndReadsThemBack() throws Exception {
    Path folder = dir.resolve("smoke-20261203-080000");
    RunOutcomeFile outcome = new RunOutcomeFile(Optional.of(folder), Optional.of(folder.resolve("index.html")),
        ExitStatus.ASSERTIONS_FAILED, List.of("flaky: count of failed requests = 0 (actual 10, expected = 0)"), true);
    Path file = folder.resolve(RunOutcomeFile.FILE_NAME);

    outcome.write(file);

    JsonNode json = new ObjectMapper().readTree(file.toFile());
    assertThat(json.get("schemaVersion").asInt()).isEqualTo(1);
    assertThat(json.get("runFolder").asText()).isEqualTo(folder.toAbsolutePath().toString());
    assertThat(json.get("report").asText()).isEqualTo(folder.resolve("index.html").toAbsolutePath().toString());
    assertThat(json.get("outcome").asText()).isEqualTo("ASSERTIONS_FAILED");
    assertThat(json.get("failedAssertions").get(0).asText())
        .isEqualTo("flaky: count of failed requests = 0 (actual 10, expected = 0)");
    assertThat(json.get("interrupted").asBoolean()).isTrue();
    assertThat(RunOutcomeFile.read(file)).isEqualTo(outcome);
    assertThat(folder.resolve(RunOutcomeFile.FILE_NAME + ".partial")).doesNotExist();
  }

  @Test
  void aRunWithoutFolderOrReportWritesNulls() throws Exception {
    Path file = dir.resolve("outcome.json");
    RunOutcomeFile.toolError(Optional.empty(), false).write(file);

    JsonNode json = new ObjectMapper().readTree(file.toFile());
    assertThat(json.get("runFolder").isNull()).isTrue();
    assertThat(json.get("report").isNull()).isTrue();
    assertThat(RunOutcomeFile.read(file).outcome()).isEqualTo(ExitStatus.TOOL_ERROR);
  }

  @Test
  void aMissingFileSaysNoneWasWritten() {
    assertThatThrownBy(() -> RunOutcomeFile.read(dir.resolve("outcome.json")))
        .isInstanceOf(NoSuchFileException.class)
        .hasMessageContaining(dir.resolve("outcome.json").toAbsolutePath().toString())
        .hasMessageContaining("no outcome.json was written");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"schemaVersion\": 1, \"outcome\": | it is not JSON (",
        "[1, 2]                                | it holds no JSON object",
        "{\"schemaVersion\": 2, \"outcome\": \"COMPLETED\", \"failedAssertions\": [], \"interrupted\": false}"
            + " | its schemaVersion is 2 where 1 is read: use the same Throng version for the plugin and the run",
        "{\"schemaVersion\": 1, \"outcome\": \"MAYBE\", \"failedAssertions\": [], \"interrupted\": false}"
            + " | its outcome \"MAYBE\" is none of [COMPLETED, ASSERTIONS_FAILED, TOOL_ERROR, RUN_INVALID]",
        "{\"schemaVersion\": 1, \"outcome\": \"COMPLETED\"} | it lacks the array failedAssertions or the boolean interrupted",
      })
  void aCorruptedFileIsAnErrorNamingTheFileAndWhatIsWrong(String content, String what) throws Exception {
    Path file = Files.writeString(dir.resolve("outcome.json"), content);

    assertThatThrownBy(() -> RunOutcomeFile.read(file))
        .hasMessageStartingWith(file.toAbsolutePath() + " is not a valid outcome.json: " + what);
  }
}
