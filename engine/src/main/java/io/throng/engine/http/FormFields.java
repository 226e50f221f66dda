package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.FormField;
import io.throng.dsl.model.Text;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The fields of a form body compiled before the run, which give their names and values for a
 * session in order: URL-encoded by {@link RequestBody}, one part each by {@link MultipartBody}.
 * A map or list the session lacks, or that is not a map or list, throws with the KO's reason.
 */
final class FormFields {

  private interface Field {
    void each(Session session, BiConsumer<String, String> sink);
  }

  private final List<Field> fields;

  private FormFields(List<Field> fields) {
    this.fields = fields;
  }

  static FormFields compile(List<FormField> fields) {
    return new FormFields(fields.stream().map(FormFields::compile).toList());
  }

  /** Hands every name and value to {@code sink}, in order. */
  void each(Session session, BiConsumer<String, String> sink) {
    for (Field field : fields) {
      field.each(session, sink);
    }
  }

  private static Field compile(FormField field) {
    if (field instanceof FormField.Param param) {
      CompiledText value = CompiledText.of(param.value());
      return (session, sink) -> sink.accept(param.name(), value.apply(session));
    }
    if (field instanceof FormField.Values values) {
      return (session, sink) -> eachValue(resolve(values.values(), session), value -> sink.accept(values.name(), value));
    }
    FormField.Source source = ((FormField.ParamMap) field).map();
    return (session, sink) -> {
      Object map = resolve(source, session);
      if (!(map instanceof Map<?, ?> entries)) {
        throw new IllegalArgumentException("formParamMap needs a map, was a " + map.getClass().getSimpleName());
      }
      entries.forEach((name, value) -> {
        if (value != null) {
          eachValue(value, text -> sink.accept(String.valueOf(name), text));
        }
      });
    };
  }

  /** A list gives each of its elements, anything else itself. */
  private static void eachValue(Object value, Consumer<String> sink) {
    if (value instanceof Iterable<?> list) {
      list.forEach(element -> sink.accept(String.valueOf(element)));
    } else {
      sink.accept(String.valueOf(value));
    }
  }

  private static Object resolve(FormField.Source source, Session session) {
    if (source instanceof FormField.Computed computed) {
      Object value = computed.function().apply(session);
      if (value == null) {
        throw new IllegalStateException("a function of the session returned null");
      }
      return value;
    }
    Text.Part part = ((FormField.Placeholder) source).part();
    if (part instanceof Text.Key key) {
      return session.find(key.key())
          .orElseThrow(() -> new NoSuchElementException("session has no value for '" + key.key() + "'"));
    }
    return SessionPath.value((Text.Access) part, session);
  }
}
