package io.throng.maven;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads the failed assertions of a run back from the {@code junit.xml} beside its report, so that
 * the build's failure message can list them: {@code flaky: count of failed requests = 0 (actual
 * 10, expected = 0)}. The plugin reads the file rather than the run's objects because the run
 * happens in another JVM.
 */
final class JUnitFailures {

  /** The JUnit XML file beside a run's {@code index.html}. */
  static final String FILE_NAME = "junit.xml";

  private JUnitFailures() {}

  /** The baseline's JUnit XML beside a judged run's {@code index.html}. */
  static final String BASELINE_FILE_NAME = "baseline-junit.xml";

  /** The failed test cases of {@code junitXml}; empty when the file is missing or unreadable. */
  static List<String> read(Path junitXml) {
    return read(junitXml, false);
  }

  /**
   * Only the failure messages of {@code junitXml}, for files whose message already names the test
   * case (a regression's sentence); empty when the file is missing or unreadable.
   */
  static List<String> messages(Path junitXml) {
    return read(junitXml, true);
  }

  private static List<String> read(Path junitXml, boolean messageOnly) {
    if (!Files.isRegularFile(junitXml)) {
      return List.of();
    }
    XMLInputFactory factory = XMLInputFactory.newFactory();
    // The file is ours, but a parser that fetches nothing and expands no entity costs nothing.
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    List<String> failures = new ArrayList<>();
    try (InputStream in = Files.newInputStream(junitXml)) {
      XMLStreamReader xml = factory.createXMLStreamReader(in);
      String testCase = "";
      while (xml.hasNext()) {
        if (xml.next() == XMLStreamConstants.START_ELEMENT) {
          if (xml.getLocalName().equals("testcase")) {
            testCase = attribute(xml, "name");
          } else if (xml.getLocalName().equals("failure")) {
            String message = attribute(xml, "message");
            failures.add(messageOnly ? message : testCase + " (" + message + ")");
          }
        }
      }
      xml.close();
    } catch (IOException | XMLStreamException e) {
      // Only the list in the build's message is lost; the console and the report have it.
      return List.of();
    }
    return failures;
  }

  private static String attribute(XMLStreamReader xml, String name) {
    String value = xml.getAttributeValue(null, name);
    return value == null ? "" : value;
  }
}
