package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a request sends as its body. */
public sealed interface BodySpec {

  /**
   * Text, encoded as UTF-8.
   *
   * @param contentType the Content-Type to send unless the request sets one ({@code
   *     application/json} for {@code json(...)})
   */
  record Chars(Text text, Optional<String> contentType) implements BodySpec {
    public Chars {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(contentType, "contentType");
    }
  }

  /** Bytes sent as they are. */
  record Bytes(byte[] bytes) implements BodySpec {
    public Bytes {
      bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
      return bytes.clone();
    }
  }

  /** A file, or a class path resource when no such file exists, read once before the run. */
  record Resource(String location) implements BodySpec {
    public Resource {
      Objects.requireNonNull(location, "location");
    }
  }

  /** Form parameters, sent URL-encoded as {@code application/x-www-form-urlencoded}. */
  record Form(List<NamedText> params) implements BodySpec {
    public Form {
      params = List.copyOf(params);
    }
  }
}
