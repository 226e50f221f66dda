package io.throng.dsl;

import io.throng.dsl.model.BodyPartSpec;
import io.throng.dsl.model.BodySpec;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * One part of a multipart body, made by {@code stringBodyPart}, {@code byteArrayBodyPart},
 * {@code fileBodyPart} or {@code resourceBodyPart} and given to
 * {@link HttpRequestBuilder#bodyPart(BodyPart)}. Immutable: every method returns a new part.
 *
 * <pre>{@code
 * http("upload").post("/upload")
 *     .bodyPart(fileBodyPart("report", "data/report.pdf").contentType("application/pdf"))
 *     .bodyPart(stringBodyPart("comment", "by #{user}").charset("UTF-8"))
 * }</pre>
 */
public final class BodyPart {

  private final BodyPartSpec spec;

  private BodyPart(BodyPartSpec spec) {
    this.spec = spec;
  }

  static BodyPart text(String name, String template) {
    return of(name, new BodySpec.Chars(Templates.parse("stringBodyPart " + name, template), Optional.empty()),
        Optional.empty());
  }

  static BodyPart bytes(String name, byte[] bytes) {
    return of(name, new BodySpec.Bytes(Blocks.notNull("byteArrayBodyPart bytes", bytes)), Optional.empty());
  }

  /** A file's (or resource's) part, announcing the file's own name unless told another. */
  static BodyPart file(String parameter, String name, String location) {
    Require.notBlank(parameter, location);
    String fileName = location.substring(location.replace('\\', '/').lastIndexOf('/') + 1);
    return of(name, new BodySpec.Resource(location), fileName.isEmpty() ? Optional.empty() : Optional.of(fileName));
  }

  private static BodyPart of(String name, BodySpec content, Optional<String> fileName) {
    return new BodyPart(new BodyPartSpec(Require.notBlank("body part name", name), content, fileName,
        Optional.empty(), Optional.empty()));
  }

  /** The file name the part announces ({@code filename="..."} of its Content-Disposition). */
  public BodyPart fileName(String fileName) {
    return new BodyPart(new BodyPartSpec(spec.name(), spec.content(),
        Optional.of(Require.notBlank("fileName", fileName)), spec.contentType(), spec.charset()));
  }

  /** The part's Content-Type, such as {@code image/png}. */
  public BodyPart contentType(String contentType) {
    return new BodyPart(new BodyPartSpec(spec.name(), spec.content(), spec.fileName(),
        Optional.of(Require.notBlank("contentType", contentType)), spec.charset()));
  }

  /** How a text part is encoded (UTF-8 unless set); it is announced in the part's Content-Type. */
  public BodyPart charset(String charset) {
    Require.notBlank("charset", charset);
    if (!Charset.isSupported(charset)) {
      throw new IllegalArgumentException("charset must be one this JVM knows, such as UTF-8 or ISO-8859-1, was \""
          + charset + "\"");
    }
    return new BodyPart(new BodyPartSpec(spec.name(), spec.content(), spec.fileName(), spec.contentType(),
        Optional.of(charset)));
  }

  BodyPartSpec toModel() {
    return spec;
  }
}
