package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.BodySpec;
import io.throng.dsl.model.Text;
import io.throng.engine.config.UserResources;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A request body compiled before the run: constant bytes (a byte array, a resource read once),
 * text rendered from the session (a string, a template file read and parsed once), a form, or a
 * multipart form. Each rendering gives its bytes and the Content-Type they imply, which is sent
 * unless the request sets its own.
 */
abstract class RequestBody {

  static final String FORM = "application/x-www-form-urlencoded";

  /**
   * What a request sends, and its Content-Type ({@code null} for none): one of a multipart body
   * names the boundary it was written with.
   */
  record Content(byte[] bytes, String contentType) {}

  private static final Content NONE = new Content(new byte[0], null);

  abstract Content render(Session session);

  /** @throws IllegalArgumentException when a file cannot be read or a template file does not parse */
  static RequestBody compile(Optional<BodySpec> spec) {
    if (spec.isEmpty()) {
      return constant(NONE);
    }
    BodySpec body = spec.get();
    if (body instanceof BodySpec.Bytes bytes) {
      return constant(new Content(bytes.bytes(), null));
    }
    if (body instanceof BodySpec.Resource resource) {
      return constant(new Content(UserResources.readAll(resource.location(), "resourceBody"), null));
    }
    if (body instanceof BodySpec.Form form) {
      return form(FormFields.compile(form.fields()));
    }
    if (body instanceof BodySpec.Multipart multipart) {
      return new MultipartBody(multipart);
    }
    if (body instanceof BodySpec.TemplateFile file) {
      String template = new String(UserResources.readAll(file.location(), "elFileBody"), StandardCharsets.UTF_8);
      return text(file.parser().apply(template), null);
    }
    BodySpec.Chars chars = (BodySpec.Chars) body;
    return text(chars.text(), chars.contentType().orElse(null));
  }

  private static RequestBody text(Text template, String type) {
    CompiledText text = CompiledText.of(template);
    if (text.isConstant()) {
      return constant(new Content(text.apply(null).getBytes(StandardCharsets.UTF_8), type));
    }
    return new RequestBody() {
      @Override
      Content render(Session session) {
        return new Content(text.apply(session).getBytes(StandardCharsets.UTF_8), type);
      }
    };
  }

  private static RequestBody form(FormFields fields) {
    return new RequestBody() {
      @Override
      Content render(Session session) {
        StringBuilder out = new StringBuilder();
        fields.each(session, (name, value) -> {
          if (!out.isEmpty()) {
            out.append('&');
          }
          out.append(CompiledRequest.encode(name)).append('=').append(CompiledRequest.encode(value));
        });
        return new Content(out.toString().getBytes(StandardCharsets.UTF_8), FORM);
      }
    };
  }

  private static RequestBody constant(Content content) {
    return new RequestBody() {
      @Override
      Content render(Session session) {
        return content;
      }
    };
  }
}
