package io.throng.engine.feed;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.throng.engine.config.UserResources;
import java.io.IOException;
import java.io.PushbackInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a feeder's file (or class path resource) into records, once, before the run: CSV with a
 * header row and quoted fields (Jackson's CSV module), or a JSON array of objects.
 */
final class RecordFiles {

  private static final CsvMapper CSV = new CsvMapper();
  private static final ObjectMapper JSON = new ObjectMapper();

  private RecordFiles() {}

  /** @throws IllegalArgumentException when the file is missing, malformed or holds no record */
  static List<Map<String, Object>> csv(String location, char separator) {
    CsvSchema schema = CsvSchema.emptySchema().withHeader().withColumnSeparator(separator);
    try (InputStream in = notEmpty(UserResources.open(location, "csv file"), location);
        MappingIterator<Map<String, String>> rows = CSV.readerForMapOf(String.class)
            .with(schema).with(CsvParser.Feature.FAIL_ON_MISSING_COLUMNS).readValues(in)) {
      List<Map<String, Object>> records = new ArrayList<>();
      while (rows.hasNextValue()) {
        records.add(new LinkedHashMap<>(rows.nextValue()));
      }
      return nonEmpty(records, "csv file", location);
    } catch (IOException | RuntimeException e) {
      throw invalid("csv file", location, e);
    }
  }

  static List<Map<String, Object>> json(String location) {
    try (InputStream in = UserResources.open(location, "jsonFile")) {
      List<Map<String, Object>> records = JSON.readValue(in, new TypeReference<List<Map<String, Object>>>() {});
      return nonEmpty(records, "jsonFile", location);
    } catch (IOException | RuntimeException e) {
      throw invalid("jsonFile", location, e);
    }
  }

  /** Jackson's message for a 0-byte file, "Empty header line: can not bind data", says nothing useful. */
  private static InputStream notEmpty(InputStream in, String location) throws IOException {
    PushbackInputStream peeked = new PushbackInputStream(in);
    int first = peeked.read();
    if (first < 0) {
      in.close();
      throw new IllegalArgumentException("csv file \"" + location + "\" is empty: its first line must name the"
          + " columns (such as id,name), and each line after it holds one record");
    }
    peeked.unread(first);
    return peeked;
  }

  private static List<Map<String, Object>> nonEmpty(List<Map<String, Object>> records, String what, String location) {
    if (records == null || records.isEmpty()) {
      throw new IllegalArgumentException(what + " \"" + location + "\" holds no record");
    }
    return records;
  }

  private static IllegalArgumentException invalid(String what, String location, Exception e) {
    if (e instanceof IllegalArgumentException already) {
      return already;
    }
    // Jackson's own message ends with a source location naming its internal stream: left out.
    String message = e instanceof JsonProcessingException json ? json.getOriginalMessage() : e.getMessage();
    return new IllegalArgumentException("cannot read " + what + " \"" + location + "\": " + message, e);
  }
}
