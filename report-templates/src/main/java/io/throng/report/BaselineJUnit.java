package io.throng.report;

import io.throng.report.assertion.JUnitXml;
import io.throng.report.baseline.BaselineVerdict;
import io.throng.report.baseline.Judgement;
import io.throng.report.baseline.MetricJudgement;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a judgement as JUnit XML ({@value #FILE_NAME} beside the run's {@code junit.xml}): one
 * suite named after the simulation and {@code baseline}, one test case per scope and metric
 * ({@code request user: p95}), a {@code failure} for each regression and the sentence as output
 * for the rest. CI servers that read {@code junit*.xml} or {@code *junit.xml} pick it up.
 */
final class BaselineJUnit {

  static final String FILE_NAME = "baseline-junit.xml";

  private BaselineJUnit() {}

  static void write(Path file, Judgement judgement) throws IOException {
    String suite = judgement.simulation() + " baseline";
    try (OutputStream out = Files.newOutputStream(file)) {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, StandardCharsets.UTF_8.name());
      xml.writeStartDocument(StandardCharsets.UTF_8.name(), "1.0");
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", JUnitXml.text(suite));
      xml.writeAttribute("tests", Integer.toString(judgement.metrics().size()));
      xml.writeAttribute("failures", Integer.toString(judgement.regressions().size()));
      xml.writeAttribute("errors", "0");
      for (MetricJudgement metric : judgement.metrics()) {
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", JUnitXml.text(suite));
        xml.writeAttribute("name", JUnitXml.text(metric.scope().title() + ": " + metric.metric().label()));
        if (metric.change().verdict() == BaselineVerdict.REGRESSED) {
          xml.writeStartElement("failure");
          xml.writeAttribute("message", JUnitXml.text(metric.sentence()));
          xml.writeAttribute("type", "regression");
          xml.writeEndElement();
        } else {
          xml.writeStartElement("system-out");
          xml.writeCharacters(JUnitXml.text(metric.sentence()));
          xml.writeEndElement();
        }
        xml.writeEndElement();
      }
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      throw new IOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }
}
