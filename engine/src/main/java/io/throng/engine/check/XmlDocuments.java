package io.throng.engine.check;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * XML bodies parsed with the JDK's DOM parser, safe for what a server sends: a DOCTYPE is
 * refused, so no external entity, DTD or entity expansion bomb is ever read.
 */
final class XmlDocuments {

  /** Quiet: a parse error becomes the check's KO reason, not a line on standard error. */
  private static final ErrorHandler FAIL = new ErrorHandler() {
    @Override
    public void warning(SAXParseException e) {}

    @Override
    public void error(SAXParseException e) throws SAXException {
      throw e;
    }

    @Override
    public void fatalError(SAXParseException e) throws SAXException {
      throw e;
    }
  };

  /** A builder per event loop: the JDK's builders are not thread-safe. */
  private static final ThreadLocal<DocumentBuilder> BUILDERS = ThreadLocal.withInitial(XmlDocuments::newBuilder);

  private XmlDocuments() {}

  /** @throws IllegalStateException saying why the body is not XML this parser accepts */
  static Document parse(byte[] body) {
    DocumentBuilder builder = BUILDERS.get();
    try {
      return builder.parse(new ByteArrayInputStream(body));
    } catch (SAXException | IOException e) {
      throw new IllegalStateException("the body is not XML: " + e.getMessage(), e);
    } finally {
      builder.reset();
      builder.setErrorHandler(FAIL);
    }
  }

  private static DocumentBuilder newBuilder() {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    try {
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      factory.setXIncludeAware(false);
      factory.setExpandEntityReferences(false);
      factory.setNamespaceAware(true);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(FAIL);
      return builder;
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException("the JDK's XML parser cannot be made safe: " + e.getMessage(), e);
    }
  }
}
