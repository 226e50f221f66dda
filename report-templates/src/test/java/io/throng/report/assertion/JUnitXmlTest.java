package io.throng.report.assertion;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.assertion.AssertionResult;
import io.throng.report.aggregate.RunOutcome;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class JUnitXmlTest {

  @TempDir Path dir;

  @Test
  void writesOneTestCasePerAssertionWithTheFailuresActualAndExpected() throws Exception {
    Path file = dir.resolve(JUnitXml.FILE_NAME);
    JUnitXml.write(file, "Shop", List.of(
        new AssertionResult("global: max response time < 500 ms", true, "120 ms", "< 500 ms"),
        new AssertionResult("search: count of failed requests = 0", false, "2", "= 0")), RunOutcome.COMPLETED, "Completed");

    Element suite = parse(file).getDocumentElement();
    assertThat(suite.getTagName()).isEqualTo("testsuite");
    assertThat(suite.getAttribute("name")).isEqualTo("Shop");
    assertThat(suite.getAttribute("tests")).isEqualTo("3");
    assertThat(suite.getAttribute("failures")).isEqualTo("1");
    assertThat(suite.getAttribute("errors")).isEqualTo("0");
    NodeList cases = suite.getElementsByTagName("testcase");
    assertThat(cases.getLength()).isEqualTo(3);
    Element run = (Element) cases.item(2);
    assertThat(run.getAttribute("name")).isEqualTo(JUnitXml.RUN_CASE);
    assertThat(run.getElementsByTagName("system-out").item(0).getTextContent()).isEqualTo("Completed");
    Element passed = (Element) cases.item(0);
    assertThat(passed.getAttribute("classname")).isEqualTo("Shop");
    assertThat(passed.getAttribute("name")).isEqualTo("global: max response time < 500 ms");
    assertThat(passed.getElementsByTagName("failure").getLength()).isZero();
    Element failure = (Element) ((Element) cases.item(1)).getElementsByTagName("failure").item(0);
    assertThat(failure.getAttribute("message")).isEqualTo("actual 2, expected = 0");
    assertThat(failure.getTextContent()).isEqualTo("search: count of failed requests = 0: actual 2, expected = 0");
  }

  @Test
  void escapesMarkupAndReplacesCharactersXmlCannotCarry() throws Exception {
    Path file = dir.resolve(JUnitXml.FILE_NAME);
    String name = "<script>alert(\"x\" & 'y')</script>\u0001";
    JUnitXml.write(file, name, List.of(new AssertionResult(name + ": max response time < 1 ms", false, "3 ms", "< 1 ms")),
        RunOutcome.COMPLETED, "Completed");

    Element suite = parse(file).getDocumentElement();
    String expected = "<script>alert(\"x\" & 'y')</script>\uFFFD";
    assertThat(suite.getAttribute("name")).isEqualTo(expected);
    Element testCase = (Element) suite.getElementsByTagName("testcase").item(0);
    assertThat(testCase.getAttribute("name")).isEqualTo(expected + ": max response time < 1 ms");
    assertThat(testCase.getElementsByTagName("failure").item(0).getTextContent()).startsWith(expected);
  }

  @Test
  void noAssertionsStillGiveTheRunsTestCaseSoCiAcceptsTheSuite() throws Exception {
    Path file = dir.resolve(JUnitXml.FILE_NAME);
    JUnitXml.write(file, "Plain", List.of(), RunOutcome.COMPLETED, "Completed, every request failed");

    Element suite = parse(file).getDocumentElement();
    assertThat(suite.getAttribute("tests")).isEqualTo("1");
    assertThat(suite.getAttribute("errors")).isEqualTo("0");
    Element run = (Element) suite.getElementsByTagName("testcase").item(0);
    assertThat(run.getAttribute("classname")).isEqualTo("Plain");
    assertThat(run.getAttribute("name")).isEqualTo("run");
    assertThat(run.getElementsByTagName("error").getLength()).isZero();
    assertThat(run.getTextContent()).contains("Completed, every request failed");
  }

  @Test
  void anInterruptedRunIsAnErrorTestCase() throws Exception {
    Path file = dir.resolve(JUnitXml.FILE_NAME);
    JUnitXml.write(file, "Plain", List.of(new AssertionResult("global: count of failed requests = 0", true, "0", "= 0")),
        RunOutcome.INTERRUPTED, "Interrupted");

    Element suite = parse(file).getDocumentElement();
    assertThat(suite.getAttribute("tests")).isEqualTo("2");
    assertThat(suite.getAttribute("errors")).isEqualTo("1");
    Element error = (Element) suite.getElementsByTagName("error").item(0);
    assertThat(error.getAttribute("type")).isEqualTo("RunInterrupted");
    assertThat(error.getAttribute("message")).isEqualTo("the run was interrupted: its figures cover only the part that ran");
    assertThat(((Element) error.getParentNode()).getAttribute("name")).isEqualTo("run");
  }

  private static Document parse(Path file) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }
}
