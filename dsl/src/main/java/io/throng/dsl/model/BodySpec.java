package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

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
  record Form(List<FormField> fields) implements BodySpec {
    public Form {
      fields = List.copyOf(fields);
    }
  }

  /**
   * A {@code multipart/form-data} body: a part per form field, then {@code parts}, with a random
   * boundary per request.
   */
  record Multipart(List<FormField> fields, List<BodyPartSpec> parts) implements BodySpec {
    public Multipart {
      fields = List.copyOf(fields);
      parts = List.copyOf(parts);
    }
  }

  /**
   * A UTF-8 text file, or a class path resource when no such file exists, with {@code #{}}
   * placeholders: read once when the engine starts and parsed by {@code parser}, the DSL's own
   * template parser, so that its placeholders mean what they mean everywhere else.
   */
  record TemplateFile(String location, Function<String, Text> parser) implements BodySpec {
    public TemplateFile {
      Objects.requireNonNull(location, "location");
      Objects.requireNonNull(parser, "parser");
    }
  }
}
