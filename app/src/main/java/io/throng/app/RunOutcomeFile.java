package io.throng.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.throng.engine.assertion.AssertionResult;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How a run ended, as {@value #FILE_NAME} holds it for the process that started it: the one place
 * the Maven plugin, local shards and the Kubernetes goal learn where the run folder and report
 * are and which assertions failed, instead of guessing from file times or parsing {@code
 * junit.xml}. The contract is {@code report-templates/OUTCOME-JSON.md}.
 *
 * <pre>{@code
 * RunOutcomeFile outcome = RunOutcomeFile.read(runFolder.resolve(RunOutcomeFile.FILE_NAME));
 * if (outcome.outcome() == ExitStatus.ASSERTIONS_FAILED) { outcome.failedAssertions().forEach(...); }
 * }</pre>
 *
 * @param runFolder the run's folder, when the run got far enough to have one
 * @param report the report's {@code index.html}, when one was written
 * @param outcome how the run ended, the same status its JVM exits with
 * @param failedAssertions each failed assertion as a sentence with its actual and expected values
 * @param interrupted whether something outside the run stopped it (Ctrl-C, SIGTERM)
 */
public record RunOutcomeFile(Optional<Path> runFolder, Optional<Path> report, ExitStatus outcome,
    List<String> failedAssertions, boolean interrupted) {

  /** The file's name in a run folder. */
  public static final String FILE_NAME = "outcome.json";

  /** Raised on any change a reader of the previous version could misread; fields may be added within one. */
  public static final int SCHEMA_VERSION = 1;

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public RunOutcomeFile {
    runFolder = runFolder.map(Path::toAbsolutePath);
    report = report.map(Path::toAbsolutePath);
    failedAssertions = List.copyOf(failedAssertions);
  }

  /** A run that ended with {@code status} after its report was written, its failed assertions taken from it. */
  static RunOutcomeFile of(ReportGenerator.Result report, ExitStatus status) {
    List<String> failed = report.assertions().stream()
        .filter(assertion -> !assertion.passed())
        .map(RunOutcomeFile::sentence)
        .toList();
    return new RunOutcomeFile(Optional.of(report.index().toAbsolutePath().getParent()), Optional.of(report.index()),
        status, failed, report.interrupted());
  }

  /** A run that could not end with a report: a tool error, in {@code runFolder} when it had one. */
  static RunOutcomeFile toolError(Optional<Path> runFolder, boolean interrupted) {
    return new RunOutcomeFile(runFolder, Optional.empty(), ExitStatus.TOOL_ERROR, List.of(), interrupted);
  }

  /** This outcome, ended with {@code status} instead. */
  RunOutcomeFile withOutcome(ExitStatus status) {
    return new RunOutcomeFile(runFolder, report, status, failedAssertions, interrupted);
  }

  private static String sentence(AssertionResult assertion) {
    return assertion.description() + " (" + assertion.message() + ")";
  }

  /**
   * Writes this outcome into {@code file}, replacing it whole: a reader never sees half a file,
   * since it is written beside and moved into place.
   */
  public void write(Path file) throws IOException {
    ObjectNode root = JSON.createObjectNode();
    root.put("schemaVersion", SCHEMA_VERSION);
    root.put("runFolder", runFolder.map(Path::toString).orElse(null));
    root.put("report", report.map(Path::toString).orElse(null));
    root.put("outcome", outcome.name());
    ArrayNode failed = root.putArray("failedAssertions");
    failedAssertions.forEach(failed::add);
    root.put("interrupted", interrupted);
    Path absolute = file.toAbsolutePath();
    Files.createDirectories(absolute.getParent());
    Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
    Files.writeString(partial, JSON.writeValueAsString(root) + "\n", StandardCharsets.UTF_8);
    Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Reads the outcome in {@code file}.
   *
   * @throws IOException if the file is missing, cannot be read or is not an outcome of {@link
   *     #SCHEMA_VERSION}; the message names the file and what is wrong with it
   */
  public static RunOutcomeFile read(Path file) throws IOException {
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
    } catch (NoSuchFileException e) {
      throw new NoSuchFileException(file.toAbsolutePath().toString(), null, "no " + FILE_NAME + " was written");
    } catch (JsonProcessingException e) {
      throw corrupt(file, "it is not JSON (" + e.getOriginalMessage() + ")");
    }
    if (root == null || !root.isObject()) {
      throw corrupt(file, "it holds no JSON object");
    }
    int version = root.path("schemaVersion").asInt(-1);
    if (version != SCHEMA_VERSION) {
      throw corrupt(file, "its schemaVersion is " + root.path("schemaVersion") + " where " + SCHEMA_VERSION
          + " is read: use the same Throng version for the plugin and the run");
    }
    String word = root.path("outcome").asText("");
    ExitStatus outcome = Arrays.stream(ExitStatus.values()).filter(status -> status.name().equals(word)).findFirst()
        .orElseThrow(() -> corrupt(file, "its outcome \"" + word + "\" is none of " + Arrays.toString(ExitStatus.values())));
    JsonNode failed = root.path("failedAssertions");
    if (!failed.isArray() || !root.path("interrupted").isBoolean()) {
      throw corrupt(file, "it lacks the array failedAssertions or the boolean interrupted");
    }
    List<String> failedAssertions = new ArrayList<>();
    failed.forEach(sentence -> failedAssertions.add(sentence.asText()));
    return new RunOutcomeFile(path(root, "runFolder"), path(root, "report"), outcome, failedAssertions,
        root.path("interrupted").asBoolean());
  }

  private static Optional<Path> path(JsonNode root, String field) {
    JsonNode value = root.path(field);
    return value.isTextual() ? Optional.of(Path.of(value.asText())) : Optional.empty();
  }

  private static IOException corrupt(Path file, String what) {
    return new IOException(file.toAbsolutePath() + " is not a valid " + FILE_NAME + ": " + what);
  }
}
