package io.throng.dsl;

import io.throng.dsl.model.BodyPartSpec;
import io.throng.dsl.model.BodySpec;
import io.throng.dsl.model.FormField;
import io.throng.dsl.model.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How form fields and multipart parts add up to a request's body: fields make a URL-encoded
 * form, and a part (or {@code asMultipartForm()}) turns the form into a multipart one that
 * keeps its fields. Any other body refuses them, saying why.
 */
final class FormBody {

  private FormBody() {}

  static BodySpec withField(String request, Optional<BodySpec> body, String method, FormField field) {
    if (body.isEmpty()) {
      return new BodySpec.Form(List.of(field));
    }
    if (body.get() instanceof BodySpec.Form form) {
      return new BodySpec.Form(append(form.fields(), field));
    }
    if (body.get() instanceof BodySpec.Multipart multipart) {
      return new BodySpec.Multipart(append(multipart.fields(), field), multipart.parts());
    }
    throw alreadyHasABody(request, method);
  }

  static BodySpec withPart(String request, Optional<BodySpec> body, String method, BodyPartSpec part) {
    BodySpec.Multipart multipart = asMultipart(request, body, method);
    return new BodySpec.Multipart(multipart.fields(), append(multipart.parts(), part));
  }

  static BodySpec.Multipart asMultipart(String request, Optional<BodySpec> body, String method) {
    if (body.isEmpty()) {
      return new BodySpec.Multipart(List.of(), List.of());
    }
    if (body.get() instanceof BodySpec.Form form) {
      return new BodySpec.Multipart(form.fields(), List.of());
    }
    if (body.get() instanceof BodySpec.Multipart multipart) {
      return multipart;
    }
    throw alreadyHasABody(request, method);
  }

  /** A map's entries as parameters: strings are templates, a list gives one parameter per element. */
  static List<FormField> params(String parameter, Map<String, ?> map) {
    Blocks.notNull(parameter, map);
    List<FormField> fields = new ArrayList<>();
    map.forEach((name, value) -> values(parameter + " " + name, value)
        .forEach(text -> fields.add(new FormField.Param(Require.notBlank(parameter + " name", name), text))));
    return fields;
  }

  static List<Text> values(String parameter, Object value) {
    if (value instanceof Iterable<?> list) {
      List<Text> texts = new ArrayList<>();
      list.forEach(element -> texts.add(value(parameter, element)));
      return texts;
    }
    return List.of(value(parameter, value));
  }

  /** {@code "#{key}"} as the placeholder it must be alone, for a map or list kept in the session. */
  static FormField.Source placeholder(String parameter, String template) {
    List<Text.Part> parts = ((Text.Template) Templates.parse(parameter, template)).parts();
    if (parts.size() != 1 || parts.get(0) instanceof Text.Literal) {
      throw new IllegalArgumentException(parameter + " takes one placeholder naming a session value, such as"
          + " \"#{form}\", was \"" + template + "\"");
    }
    return new FormField.Placeholder(parts.get(0));
  }

  private static Text value(String parameter, Object value) {
    Blocks.notNull(parameter + " value", value);
    return value instanceof String text ? Templates.parse(parameter, text) : Text.literal(String.valueOf(value));
  }

  private static <T> List<T> append(List<T> list, T element) {
    List<T> all = new ArrayList<>(list);
    all.add(element);
    return all;
  }

  private static IllegalArgumentException alreadyHasABody(String request, String method) {
    return new IllegalArgumentException("request \"" + request + "\" already has a body: " + method
        + " cannot be added to it");
  }
}
