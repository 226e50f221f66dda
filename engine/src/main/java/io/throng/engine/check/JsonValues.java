package io.throng.engine.check;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.jayway.jsonpath.Configuration;
import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.InvalidJsonException;
import com.jayway.jsonpath.JsonPath;
import com.jayway.jsonpath.Option;
import com.jayway.jsonpath.spi.json.JacksonJsonProvider;
import com.jayway.jsonpath.spi.mapper.JacksonMappingProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** JSON bodies parsed with Jackson and read with Jayway JsonPath, values given as text. */
final class JsonValues {

  /**
   * Jackson and JsonPath, set up on first use: loading them is a large part of a cold JVM's start
   * (docs/performance.md#costs-behind-code-decisions), which a run whose checks read no JSON must not spend at all, and
   * which one whose checks do spends while its scenarios compile ({@link #prepare}), not on an
   * event loop at its first response, where every user due meanwhile would start late.
   */
  private static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final Configuration PATHS = Configuration.builder()
        .jsonProvider(new JacksonJsonProvider(MAPPER))
        .mappingProvider(new JacksonMappingProvider(MAPPER))
        .options(Option.ALWAYS_RETURN_LIST, Option.SUPPRESS_EXCEPTIONS)
        .build();
  }

  private JsonValues() {}

  /** Loads Jackson and JsonPath now: called when a check that reads JSON is compiled, before the run. */
  static void prepare() {
    Objects.requireNonNull(Json.PATHS);
  }

  /** @throws IllegalStateException when {@code text} is not JSON */
  static DocumentContext parse(String text) {
    try {
      return JsonPath.using(Json.PATHS).parse(text);
    } catch (InvalidJsonException e) {
      throw new IllegalStateException("the body is not JSON: " + e.getMessage(), e);
    }
  }

  /**
   * The first {@code limit} values {@code path} selects, as text: strings as they are, numbers and
   * booleans printed, objects and arrays as JSON; JSON nulls count as nothing found.
   */
  static List<Object> read(DocumentContext json, JsonPath path, int limit) {
    List<?> found = json.read(path);
    List<Object> values = new ArrayList<>();
    if (found != null) {
      for (Object value : found) {
        if (values.size() == limit) {
          break;
        }
        if (value != null) {
          values.add(asText(value));
        }
      }
    }
    return values;
  }

  private static String asText(Object value) {
    if (value instanceof String string) {
      return string;
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    try {
      return Json.MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      return String.valueOf(value);
    }
  }
}
