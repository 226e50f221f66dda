package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.BodySpec;
import io.throng.dsl.model.NamedText;
import io.throng.engine.config.UserResources;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A request body compiled before the run: constant bytes (a byte array, a resource read once) or
 * text rendered from the session. {@link #contentType()} is sent unless the request sets its own.
 */
abstract class RequestBody {

  static final String FORM = "application/x-www-form-urlencoded";
  private static final byte[] NONE = new byte[0];

  private final String contentType;

  private RequestBody(String contentType) {
    this.contentType = contentType;
  }

  abstract byte[] bytes(Session session);

  /** The Content-Type this body implies, or {@code null}. */
  final String contentType() {
    return contentType;
  }

  static RequestBody compile(Optional<BodySpec> spec) {
    if (spec.isEmpty()) {
      return constant(NONE, null);
    }
    BodySpec body = spec.get();
    if (body instanceof BodySpec.Bytes bytes) {
      return constant(bytes.bytes(), null);
    }
    if (body instanceof BodySpec.Resource resource) {
      return constant(UserResources.readAll(resource.location(), "resourceBody"), null);
    }
    if (body instanceof BodySpec.Form form) {
      return form(form.params());
    }
    BodySpec.Chars chars = (BodySpec.Chars) body;
    CompiledText text = CompiledText.of(chars.text());
    String type = chars.contentType().orElse(null);
    if (text.isConstant()) {
      return constant(text.apply(null).getBytes(StandardCharsets.UTF_8), type);
    }
    return new RequestBody(type) {
      @Override
      byte[] bytes(Session session) {
        return text.apply(session).getBytes(StandardCharsets.UTF_8);
      }
    };
  }

  private static RequestBody form(List<NamedText> params) {
    List<CompiledText> names = params.stream().map(p -> CompiledText.constant(p.name())).toList();
    List<CompiledText> values = params.stream().map(p -> CompiledText.of(p.value())).toList();
    return new RequestBody(FORM) {
      @Override
      byte[] bytes(Session session) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
          if (i > 0) {
            out.append('&');
          }
          out.append(CompiledRequest.encode(names.get(i).apply(session))).append('=')
              .append(CompiledRequest.encode(values.get(i).apply(session)));
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
      }
    };
  }

  private static RequestBody constant(byte[] bytes, String contentType) {
    return new RequestBody(contentType) {
      @Override
      byte[] bytes(Session session) {
        return bytes;
      }
    };
  }
}
