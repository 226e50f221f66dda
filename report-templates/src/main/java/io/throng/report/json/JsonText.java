package io.throng.report.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes every JSON file of the report in one style: indented by two spaces, and with
 * {@code <}, {@code >}, {@code &} and {@code '} as JSON Unicode escapes (backslash, {@code u},
 * four hex digits). Names and messages come from the system under test, so the files stay safe
 * to embed in an HTML page. Thread-safe.
 */
final class JsonText {

  private static final ObjectWriter WRITER = new ObjectMapper()
      .writer(new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
          .withArrayIndenter(new DefaultIndenter("  ", "\n")))
      .with(new HtmlSafeEscapes())
      .without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private static final ObjectWriter ONE_LINE = new ObjectMapper().writer().with(new HtmlSafeEscapes());

  private JsonText() {}

  /** The JSON text of {@code document}, ending with a newline; {@code file} names it in errors. */
  static String write(Object document, String file) {
    try {
      return WRITER.writeValueAsString(document) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(file + " could not be written: " + e.getMessage(), e);
    }
  }

  /**
   * Writes the same text as {@link #write(Object, String)} to {@code out} as UTF-8, without
   * holding it whole: the stats.json of tens of thousands of request names takes tens of megabytes.
   */
  static void write(Object document, String file, OutputStream out) throws IOException {
    try {
      WRITER.writeValue(out, document);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(file + " could not be written: " + e.getMessage(), e);
    }
    out.write('\n');
  }

  /** The JSON text of {@code value} on one line, escaped alike: for parts of a file repeated by the thousand. */
  static String oneLine(Object value) throws JsonProcessingException {
    return ONE_LINE.writeValueAsString(value);
  }

  /** Rounds {@code value} to {@code 1 / scale}: a percentage or rate to 3 decimals with 1,000. */
  static double round(double value, int scale) {
    return Math.round(value * scale) / (double) scale;
  }

  /** Microseconds as milliseconds rounded to the microsecond. */
  static double ms(double micros) {
    return Math.round(micros) / 1_000.0;
  }

  /** {@code part} as a percentage of {@code whole} to 3 decimals, or null when whole is zero. */
  static Double percent(long part, long whole) {
    return whole == 0 ? null : round(part * 100.0 / whole, 1_000);
  }

  /** A relative link to a run's report, or null when there is none ({@code link} is empty). */
  static String link(String link) {
    return link.isEmpty() ? null : link;
  }

  private static final class HtmlSafeEscapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private final int[] escapes;

    HtmlSafeEscapes() {
      escapes = standardAsciiEscapesForJSON();
      for (char c : new char[] {'<', '>', '&', '\''}) {
        escapes[c] = ESCAPE_STANDARD;
      }
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return escapes;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      return null;
    }
  }
}
