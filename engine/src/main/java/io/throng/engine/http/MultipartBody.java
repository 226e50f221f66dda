package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.BodyPartSpec;
import io.throng.dsl.model.BodySpec;
import io.throng.engine.config.UserResources;
import java.io.ByteArrayOutputStream;
import java.net.URLConnection;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * A {@code multipart/form-data} body (RFC 7578): a part per form field, then the request's
 * parts, each with its Content-Disposition (name and, for files, file name) and Content-Type,
 * between CRLF-delimited boundaries drawn at random for each request. Files are read once,
 * before the run.
 *
 * <pre>{@code
 * --throng-q3Xk...\r\n
 * Content-Disposition: form-data; name="report"; filename="report.pdf"\r\n
 * Content-Type: application/pdf\r\n
 * \r\n
 * <bytes>\r\n
 * --throng-q3Xk...--\r\n
 * }</pre>
 */
final class MultipartBody extends RequestBody {

  static final String OCTET_STREAM = "application/octet-stream";

  private static final char[] BOUNDARY_CHARS =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();
  private static final int BOUNDARY_RANDOM_CHARS = 24;
  private static final byte[] CRLF = {'\r', '\n'};
  private static final byte[] DASHES = {'-', '-'};

  /** One part compiled: its headers are fixed, its content may depend on the session. */
  private record Part(byte[] headers, Function<Session, byte[]> content) {}

  private final FormFields fields;
  private final List<Part> parts;

  MultipartBody(BodySpec.Multipart spec) {
    this.fields = FormFields.compile(spec.fields());
    this.parts = spec.parts().stream().map(MultipartBody::compile).toList();
  }

  @Override
  Content render(Session session) {
    String boundary = boundary();
    byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.US_ASCII);
    ByteArrayOutputStream out = new ByteArrayOutputStream(512);
    fields.each(session, (name, value) -> {
      out.writeBytes(delimiter);
      out.writeBytes(CRLF);
      out.writeBytes(partHeaders(name, null, null));
      out.writeBytes(value.getBytes(StandardCharsets.UTF_8));
      out.writeBytes(CRLF);
    });
    for (Part part : parts) {
      byte[] content = part.content().apply(session);
      out.writeBytes(delimiter);
      out.writeBytes(CRLF);
      out.writeBytes(part.headers());
      out.writeBytes(content);
      out.writeBytes(CRLF);
    }
    out.writeBytes(delimiter);
    out.writeBytes(DASHES);
    out.writeBytes(CRLF);
    return new Content(out.toByteArray(), "multipart/form-data; boundary=" + boundary);
  }

  private static Part compile(BodyPartSpec part) {
    String fileName = part.fileName().orElse(null);
    Charset charset = Charset.forName(part.charset().orElse("UTF-8"));
    BodySpec content = part.content();
    if (content instanceof BodySpec.Chars chars) {
      CompiledText text = CompiledText.of(chars.text());
      String type = part.contentType().map(t -> withCharset(t, part)).orElse(
          part.charset().map(name -> "text/plain; charset=" + name).orElse(null));
      return new Part(partHeaders(part.name(), fileName, type), session -> text.apply(session).getBytes(charset));
    }
    byte[] bytes = content instanceof BodySpec.Bytes raw
        ? raw.bytes()
        : UserResources.readAll(((BodySpec.Resource) content).location(), "file of body part " + part.name());
    String type = part.contentType().map(t -> withCharset(t, part)).orElse(guessType(fileName));
    return new Part(partHeaders(part.name(), fileName, type), session -> bytes);
  }

  private static String withCharset(String type, BodyPartSpec part) {
    return part.charset().filter(name -> !type.toLowerCase().contains("charset="))
        .map(name -> type + "; charset=" + name).orElse(type);
  }

  /** The type a file's name suggests (the JDK's table), else bytes of no known type. */
  private static String guessType(String fileName) {
    String guessed = fileName == null ? null : URLConnection.guessContentTypeFromName(fileName);
    return guessed != null ? guessed : OCTET_STREAM;
  }

  private static byte[] partHeaders(String name, String fileName, String contentType) {
    StringBuilder headers = new StringBuilder("Content-Disposition: form-data; name=\"").append(quoted(name))
        .append('"');
    if (fileName != null) {
      headers.append("; filename=\"").append(quoted(fileName)).append('"');
    }
    headers.append("\r\n");
    if (contentType != null) {
      headers.append("Content-Type: ").append(contentType).append("\r\n");
    }
    return headers.append("\r\n").toString().getBytes(StandardCharsets.UTF_8);
  }

  /** Names and file names as browsers send them (RFC 7578 section 4.2, the HTML form encoding). */
  private static String quoted(String value) {
    return value.replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A");
  }

  private static String boundary() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder boundary = new StringBuilder("throng-");
    for (int i = 0; i < BOUNDARY_RANDOM_CHARS; i++) {
      boundary.append(BOUNDARY_CHARS[random.nextInt(BOUNDARY_CHARS.length)]);
    }
    return boundary.toString();
  }
}
