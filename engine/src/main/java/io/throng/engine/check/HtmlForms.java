package io.throng.engine.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;

/**
 * The fields of an HTML form as a browser would post them, ready to save in the session: name
 * to value, or to a list of values for a name given several.
 */
final class HtmlForms {

  /** Inputs a browser sends only as the button pressed or the file chosen, never as they are. */
  private static final Set<String> NOT_SENT = Set.of("submit", "button", "reset", "image", "file");

  private HtmlForms() {}

  /**
   * Every named, enabled input, select and textarea of {@code form}, in document order:
   * checkboxes and radios only when checked, a select's selected options or else its first.
   */
  static Map<String, Object> fields(Element form) {
    Map<String, List<String>> values = new LinkedHashMap<>();
    for (Element field : form.select("input, select, textarea")) {
      String name = field.attr("name");
      if (name.isEmpty() || field.hasAttr("disabled")) {
        continue;
      }
      switch (field.normalName()) {
        case "select" -> selected(field).forEach(value -> add(values, name, value));
        case "textarea" -> add(values, name, field.val());
        default -> input(values, name, field);
      }
    }
    Map<String, Object> fields = new LinkedHashMap<>();
    values.forEach((name, list) -> fields.put(name, list.size() == 1 ? list.get(0) : List.copyOf(list)));
    return Collections.unmodifiableMap(fields);
  }

  private static void input(Map<String, List<String>> values, String name, Element input) {
    String type = input.attr("type").toLowerCase(Locale.ROOT);
    if (NOT_SENT.contains(type)) {
      return;
    }
    if (type.equals("checkbox") || type.equals("radio")) {
      if (input.hasAttr("checked")) {
        add(values, name, input.hasAttr("value") ? input.attr("value") : "on");
      }
      return;
    }
    add(values, name, input.attr("value"));
  }

  private static List<String> selected(Element select) {
    Elements options = select.select("option");
    List<String> chosen = new ArrayList<>();
    for (Element option : options) {
      if (option.hasAttr("selected")) {
        chosen.add(value(option));
        if (!select.hasAttr("multiple")) {
          break;
        }
      }
    }
    if (chosen.isEmpty() && !options.isEmpty() && !select.hasAttr("multiple")) {
      chosen.add(value(options.first()));
    }
    return chosen;
  }

  private static String value(Element option) {
    return option.hasAttr("value") ? option.attr("value") : option.text();
  }

  private static void add(Map<String, List<String>> values, String name, String value) {
    values.computeIfAbsent(name, key -> new ArrayList<>()).add(value);
  }
}
