package io.throng.dsl;

import io.throng.dsl.model.BodySpec;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a request sends, made by {@code stringBody(...)}, {@code json(...)}, {@code bytesBody(...)},
 * {@code resourceBody(...)} ({@code rawFileBody(...)}) or {@code elFileBody(...)} and given to
 * {@link HttpRequestBuilder#body(Body)}. Immutable.
 *
 * <pre>{@code
 * http("cart").post("/cart").body(json("{\"sku\": \"#{sku}\"}"))   // sets Content-Type: application/json
 * http("upload").put("/files/a").body(resourceBody("payloads/a.bin"))
 * http("order").post("/orders").body(elFileBody("templates/order.json"))   // #{} filled per request
 * }</pre>
 */
public final class Body {

  static final String JSON = "application/json";

  private final BodySpec spec;

  private Body(BodySpec spec) {
    this.spec = spec;
  }

  static Body string(String template, Optional<String> contentType) {
    return new Body(new BodySpec.Chars(Templates.parse("body", template), contentType));
  }

  static Body string(Function<Session, String> function, Optional<String> contentType) {
    return new Body(new BodySpec.Chars(Templates.computed("body", function), contentType));
  }

  static Body bytes(byte[] bytes) {
    return new Body(new BodySpec.Bytes(Blocks.notNull("bytesBody", bytes)));
  }

  static Body resource(String location) {
    return new Body(new BodySpec.Resource(Require.notBlank("resourceBody", location)));
  }

  static Body templateFile(String location) {
    String checked = Require.notBlank("elFileBody", location);
    return new Body(new BodySpec.TemplateFile(checked, text -> Templates.parse("elFileBody " + checked, text)));
  }

  BodySpec toModel() {
    return spec;
  }
}
