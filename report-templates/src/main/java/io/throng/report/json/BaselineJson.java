package io.throng.report.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.report.aggregate.Percentiles;
import io.throng.report.baseline.Baseline;
import io.throng.report.baseline.ScopeRuns;
import io.throng.report.baseline.SecondSeries;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes and reads the baseline file ({@link BaselineDocument}); the schema is in the module's
 * BASELINE-JSON.md. Thread-safe.
 *
 * <pre>{@code
 * Files.writeString(file, BaselineJson.write(baseline));
 * Baseline again = BaselineJson.read(file);
 * }</pre>
 */
public final class BaselineJson {

  /** The value of the {@code format} field. */
  public static final String FORMAT = "throng-baseline";

  /** The schema version this Throng writes and reads. */
  public static final int VERSION = 1;

  private static final ObjectMapper MAPPER = new ObjectMapper()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private static final String AGAIN = ": record it again with mvn loadtest:baseline (or Main baseline)";

  private BaselineJson() {}

  /** The JSON text of {@code baseline}, ending with a newline. */
  public static String write(Baseline baseline) {
    List<BaselineDocument.Scope> scopes = baseline.scopes().stream()
        .map(s -> new BaselineDocument.Scope(s.kind(), s.name(), s.runs(), s.merged().encoded()))
        .toList();
    return JsonText.write(new BaselineDocument(FORMAT, VERSION, baseline.simulation(), baseline.folders(), scopes,
        baseline.seconds()), "baseline");
  }

  /**
   * The baseline in {@code file}.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is no baseline, of another schema version, or damaged;
   *     the message names the file and says what to do
   */
  public static Baseline read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("baseline " + file + " does not exist: record one with"
          + " mvn loadtest:baseline -Dsimulation=<name>, or fix -Dloadtest.baseline");
    }
    JsonNode tree;
    BaselineDocument document;
    try {
      tree = MAPPER.readTree(file.toFile());
      if (tree == null || !FORMAT.equals(tree.path("format").asText())) {
        throw new IllegalArgumentException("baseline " + file + " is not a Throng baseline (no \"format\": \""
            + FORMAT + "\")" + AGAIN);
      }
      int version = tree.path("version").asInt(-1);
      if (version != VERSION) {
        throw new IllegalArgumentException("baseline " + file + " has schema version " + tree.path("version")
            + ", this Throng reads version " + VERSION + AGAIN);
      }
      document = MAPPER.treeToValue(tree, BaselineDocument.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("baseline " + file + " is damaged (" + e.getOriginalMessage()
          + (e.getLocation() == null ? "" : ", line " + e.getLocation().getLineNr()) + ")" + AGAIN, e);
    }
    return baseline(file, document);
  }

  private static Baseline baseline(Path file, BaselineDocument document) {
    if (document.simulation() == null || document.runs() == null || document.scopes() == null) {
      throw new IllegalArgumentException("baseline " + file + " is damaged (simulation, runs or scopes missing)" + AGAIN);
    }
    List<ScopeRuns> scopes = new ArrayList<>(document.scopes().size());
    for (BaselineDocument.Scope scope : document.scopes()) {
      if (scope.kind() == null || scope.name() == null || scope.runs() == null
          || scope.runs().size() != document.runs().size() || scope.runs().contains(null)) {
        throw new IllegalArgumentException("baseline " + file + " is damaged (a scope lacks its kind, name or"
            + " one figure per run)" + AGAIN);
      }
      Percentiles merged;
      try {
        merged = Percentiles.decode(scope.histogram() == null ? "" : scope.histogram());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("baseline " + file + " is damaged (" + scope.kind() + " " + scope.name()
            + ": " + e.getMessage() + ")" + AGAIN, e);
      }
      scopes.add(new ScopeRuns(scope.kind(), scope.name(), scope.runs(), merged));
    }
    List<SecondSeries> seconds = document.seconds() == null ? List.of() : document.seconds();
    if (!seconds.isEmpty() && (seconds.size() != document.runs().size() || seconds.contains(null))) {
      throw new IllegalArgumentException("baseline " + file + " is damaged (\"seconds\" has not one entry per run)"
          + AGAIN);
    }
    return new Baseline(document.simulation(), document.runs(), scopes, seconds);
  }
}
