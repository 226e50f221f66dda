package io.throng.dsl.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One part of a {@code multipart/form-data} body.
 *
 * @param name the form field's name
 * @param content what the part holds: text ({@link BodySpec.Chars}, encoded with {@code
 *     charset}), bytes ({@link BodySpec.Bytes}) or a file read once ({@link BodySpec.Resource})
 * @param fileName the file name the part announces, if any (a file's own name by default)
 * @param contentType the part's Content-Type, if set (else guessed from the file name, or none
 *     for text)
 * @param charset how text is encoded, UTF-8 unless set; also announced in the Content-Type
 */
public record BodyPartSpec(
    String name, BodySpec content, Optional<String> fileName, Optional<String> contentType, Optional<String> charset) {

  public BodyPartSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(content, "content");
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(contentType, "contentType");
    Objects.requireNonNull(charset, "charset");
  }
}
