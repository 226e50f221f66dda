package io.throng.report.assertion;

import io.throng.engine.assertion.AssertionResult;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes assertion results as a JUnit XML report ({@value #FILE_NAME}), the format CI servers
 * (GitHub Actions reporters, GitLab, Jenkins) show as test results: one {@code testsuite} named
 * after the simulation, one {@code testcase} per assertion, a {@code failure} with the actual and
 * expected values for each that failed.
 *
 * <pre>{@code
 * JUnitXml.write(runDir.resolve(JUnitXml.FILE_NAME), "Smoke", results);
 * }</pre>
 *
 * <p>The JDK's {@link XMLStreamWriter} escapes every name and message; characters that XML 1.0
 * cannot carry at all (control characters) become U+FFFD.
 */
public final class JUnitXml {

  /** The file name beside the report's {@code index.html}. */
  public static final String FILE_NAME = "junit.xml";

  private JUnitXml() {}

  /** Writes {@code results} of simulation {@code suiteName} to {@code file}, replacing it. */
  public static void write(Path file, String suiteName, List<AssertionResult> results) throws IOException {
    long failures = results.stream().filter(r -> !r.passed()).count();
    try (OutputStream out = Files.newOutputStream(file)) {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, StandardCharsets.UTF_8.name());
      xml.writeStartDocument(StandardCharsets.UTF_8.name(), "1.0");
      xml.writeCharacters("\n");
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", text(suiteName));
      xml.writeAttribute("tests", Integer.toString(results.size()));
      xml.writeAttribute("failures", Long.toString(failures));
      xml.writeAttribute("errors", "0");
      xml.writeAttribute("skipped", "0");
      for (AssertionResult result : results) {
        xml.writeCharacters("\n  ");
        testCase(xml, suiteName, result);
      }
      xml.writeCharacters("\n");
      xml.writeEndElement();
      xml.writeCharacters("\n");
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      throw new IOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }

  private static void testCase(XMLStreamWriter xml, String suiteName, AssertionResult result)
      throws XMLStreamException {
    if (result.passed()) {
      xml.writeEmptyElement("testcase");
    } else {
      xml.writeStartElement("testcase");
    }
    xml.writeAttribute("classname", text(suiteName));
    xml.writeAttribute("name", text(result.description()));
    if (!result.passed()) {
      xml.writeCharacters("\n    ");
      xml.writeStartElement("failure");
      xml.writeAttribute("type", "AssertionFailed");
      xml.writeAttribute("message", text(result.message()));
      xml.writeCharacters(text(result.description() + ": " + result.message()));
      xml.writeEndElement();
      xml.writeCharacters("\n  ");
      xml.writeEndElement();
    }
  }

  /** {@code value} with every character XML 1.0 forbids replaced by U+FFFD. */
  static String text(String value) {
    StringBuilder out = new StringBuilder(value.length());
    value.codePoints().forEach(c -> out.appendCodePoint(allowed(c) ? c : 0xFFFD));
    return out.toString();
  }

  private static boolean allowed(int c) {
    return c == 0x9 || c == 0xA || c == 0xD
        || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
  }
}
