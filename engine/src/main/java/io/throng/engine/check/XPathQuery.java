package io.throng.engine.check;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.xml.namespace.NamespaceContext;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathEvaluationResult;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import javax.xml.xpath.XPathNodes;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

/**
 * One XPath expression, checked when made and compiled again on each event loop that uses it,
 * since the JDK's compiled expressions are not thread-safe.
 */
final class XPathQuery {

  private final String expression;
  private final NamespaceContext namespaces;
  private final ThreadLocal<XPathExpression> compiled;

  /** @throws IllegalArgumentException when {@code expression} is not valid XPath */
  XPathQuery(String expression, Map<String, String> namespaces) {
    this.expression = expression;
    this.namespaces = new Prefixes(Map.copyOf(namespaces));
    XPathExpression first = compile();
    this.compiled = ThreadLocal.withInitial(this::compile);
    compiled.set(first);
  }

  /**
   * The first {@code limit} results on {@code document}, as text: each node's text content (an
   * attribute's value), or the one string, number or boolean the expression gives.
   */
  List<Object> evaluate(Document document, int limit) {
    XPathEvaluationResult<?> result;
    try {
      result = compiled.get().evaluateExpression(document);
    } catch (XPathExpressionException e) {
      throw new IllegalStateException("xpath failed: " + message(e), e);
    }
    List<Object> values = new ArrayList<>();
    switch (result.type()) {
      case NODESET -> {
        for (Iterator<Node> nodes = ((XPathNodes) result.value()).iterator(); nodes.hasNext() && values.size() < limit; ) {
          values.add(nodes.next().getTextContent());
        }
      }
      case NODE -> values.add(((Node) result.value()).getTextContent());
      case NUMBER -> values.add(number((Double) result.value()));
      default -> values.add(String.valueOf(result.value()));
    }
    return values;
  }

  private XPathExpression compile() {
    XPath xpath = XPathFactory.newInstance().newXPath();
    xpath.setNamespaceContext(namespaces);
    try {
      return xpath.compile(expression);
    } catch (XPathExpressionException e) {
      throw new IllegalArgumentException("invalid XPath \"" + expression + "\": " + message(e), e);
    }
  }

  private static String number(double value) {
    return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
  }

  private static String message(XPathExpressionException e) {
    Throwable cause = e.getCause() != null ? e.getCause() : e;
    return String.valueOf(cause.getMessage());
  }

  /** The prefixes the user mapped; any other is unbound. */
  private record Prefixes(Map<String, String> uris) implements NamespaceContext {
    @Override
    public String getNamespaceURI(String prefix) {
      return uris.getOrDefault(prefix, javax.xml.XMLConstants.NULL_NS_URI);
    }

    @Override
    public String getPrefix(String uri) {
      return uris.entrySet().stream().filter(e -> e.getValue().equals(uri)).map(Map.Entry::getKey).findFirst()
          .orElse(null);
    }

    @Override
    public Iterator<String> getPrefixes(String uri) {
      return uris.entrySet().stream().filter(e -> e.getValue().equals(uri)).map(Map.Entry::getKey).iterator();
    }
  }
}
