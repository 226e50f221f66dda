package io.throng.report.assertion;

import io.throng.engine.assertion.AssertionResult;
import io.throng.report.aggregate.RunOutcome;
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
 * expected values for each that failed, and a last {@code testcase} named {@value #RUN_CASE} for
 * the run itself: it passes with the outcome as its output, or holds an {@code error} when the run
 * was interrupted or cut off. So the suite is never empty, which Jenkins would reject.
 *
 * <pre>{@code
 * JUnitXml.write(runDir.resolve(JUnitXml.FILE_NAME), "Smoke", results, RunOutcome.COMPLETED, "Completed");
 * }</pre>
 *
 * <p>The JDK's {@link XMLStreamWriter} escapes every name and message; characters that XML 1.0
 * cannot carry at all (control characters) become U+FFFD.
 */
public final class JUnitXml {

  /** The file name beside the report's {@code index.html}. */
  public static final String FILE_NAME = "junit.xml";

  /** The name of the test case of the run itself. */
  public static final String RUN_CASE = "run";

  private JUnitXml() {}

  /**
   * Writes {@code results} of simulation {@code suiteName} to {@code file}, replacing it, with the
   * test case of the run, which ended as {@code outcome} and reads {@code status} on the page.
   */
  public static void write(Path file, String suiteName, List<AssertionResult> results, RunOutcome outcome,
      String status) throws IOException {
    long failures = results.stream().filter(r -> !r.passed()).count();
    try (OutputStream out = Files.newOutputStream(file)) {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, StandardCharsets.UTF_8.name());
      xml.writeStartDocument(StandardCharsets.UTF_8.name(), "1.0");
      xml.writeCharacters("\n");
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", text(suiteName));
      xml.writeAttribute("tests", Integer.toString(results.size() + 1));
      xml.writeAttribute("failures", Long.toString(failures));
      xml.writeAttribute("errors", outcome.ranToItsEnd() ? "0" : "1");
      xml.writeAttribute("skipped", "0");
      for (AssertionResult result : results) {
        xml.writeCharacters("\n  ");
        testCase(xml, suiteName, result);
      }
      xml.writeCharacters("\n  ");
      runCase(xml, suiteName, outcome, status);
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

  private static void runCase(XMLStreamWriter xml, String suiteName, RunOutcome outcome, String status)
      throws XMLStreamException {
    xml.writeStartElement("testcase");
    xml.writeAttribute("classname", text(suiteName));
    xml.writeAttribute("name", RUN_CASE);
    xml.writeCharacters("\n    ");
    if (outcome.ranToItsEnd()) {
      xml.writeStartElement("system-out");
      xml.writeCharacters(text(status));
    } else {
      xml.writeStartElement("error");
      xml.writeAttribute("type", outcome == RunOutcome.INTERRUPTED ? "RunInterrupted" : "RunCutOff");
      xml.writeAttribute("message", "the run was " + outcome.word() + ": its figures cover only the part that ran");
      xml.writeCharacters(text(status));
    }
    xml.writeEndElement();
    xml.writeCharacters("\n  ");
    xml.writeEndElement();
  }

  /** {@code value} with every character XML 1.0 forbids replaced by U+FFFD. */
  public static String text(String value) {
    StringBuilder out = new StringBuilder(value.length());
    value.codePoints().forEach(c -> out.appendCodePoint(allowed(c) ? c : 0xFFFD));
    return out.toString();
  }

  private static boolean allowed(int c) {
    return c == 0x9 || c == 0xA || c == 0xD
        || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
  }
}
