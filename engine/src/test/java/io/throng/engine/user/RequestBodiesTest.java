package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.byteArrayBodyPart;
import static io.throng.dsl.Dsl.elFileBody;
import static io.throng.dsl.Dsl.fileBodyPart;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rawFileBody;
import static io.throng.dsl.Dsl.resourceBodyPart;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.stringBodyPart;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.multipart.Attribute;
import io.netty.handler.codec.http.multipart.FileUpload;
import io.netty.handler.codec.http.multipart.HttpPostRequestDecoder;
import io.netty.handler.codec.http.multipart.InterfaceHttpData;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Multipart uploads, form maps and template files reach a real server as it expects them; the
 * multipart bodies are parsed by Netty's decoder, which shares nothing with the client's encoder.
 */
class RequestBodiesTest {

  @TempDir Path results;

  static final byte[] UPLOADED = new byte[3000];

  static {
    for (int i = 0; i < UPLOADED.length; i++) {
      UPLOADED[i] = (byte) (i * 31);
    }
  }

  public static class Uploads extends Simulation {
    public Uploads() {
      setUp(scenario("uploads")
              .exec(session -> session.set("user", "ann")
                  .set("form", Map.of("color", "red", "tags", List.of("a", "b")))
                  .set("sizes", List.of("S", "M")).set("sku", "X1"))
              .exec(http("upload").post("/upload")
                  .formParam("title", "by #{user}")
                  .formUpload("file", config().getString("uploadFile"))
                  .bodyPart(stringBodyPart("comment", "héllo #{user}").charset("ISO-8859-1"))
                  .bodyPart(byteArrayBodyPart("raw", new byte[] {0, 1, 2, 13, 10}).fileName("raw.bin"))
                  .bodyPart(resourceBodyPart("note", "bodies/note.txt").contentType("text/x-note"))
                  .bodyPart(fileBodyPart("renamed", config().getString("uploadFile")).fileName("other \"q\".dat")))
              .exec(http("multipartForm").post("/multipart-form").formParam("a", "1").asMultipartForm())
              .exec(http("formMap").post("/form-map")
                  .formParamMap("#{form}")
                  .multivaluedFormParam("size", "#{sizes}")
                  .formParamMap(Map.of("fixed", List.of("x", "#{user}"))))
              .exec(http("formMapMissing").post("/form-map-missing").formParamMap("#{nope}"))
              .exec(http("order").post("/order").body(elFileBody("bodies/order.json")))
              .exec(http("raw").post("/raw").body(rawFileBody(config().getString("uploadFile"))))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void sendsMultipartPartsAFormMapAndATemplateFileAsTheServerParsesThem() throws Exception {
    Path upload = results.resolve("photo.png");
    Files.write(upload, UPLOADED);
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Uploads.class, results, server.baseUrl(), "loadtest.uploadFile", upload.toString());

      RecordingServer.Received received = server.received("/upload").get(0);
      assertThat(received.header("Content-type")).matches("multipart/form-data; boundary=throng-[0-9A-Za-z]{24}");
      assertThat(received.header("Content-length")).isEqualTo(String.valueOf(received.body().length));
      List<Part> parts = decode(received);
      assertThat(parts).extracting(Part::name).containsExactly("title", "file", "comment", "raw", "note", "renamed");
      assertThat(parts.get(0)).isEqualTo(new Part("title", null, null, null, "by ann".getBytes(StandardCharsets.UTF_8)));
      assertThat(parts.get(1)).isEqualTo(new Part("file", "photo.png", "image/png", null, UPLOADED));
      assertThat(parts.get(2)).isEqualTo(new Part("comment", null, null, StandardCharsets.ISO_8859_1,
          "héllo ann".getBytes(StandardCharsets.ISO_8859_1)));
      assertThat(parts.get(3)).isEqualTo(new Part("raw", "raw.bin", "application/octet-stream", null,
          new byte[] {0, 1, 2, 13, 10}));
      assertThat(parts.get(4)).isEqualTo(new Part("note", "note.txt", "text/x-note", null,
          "resource part bytes\n".getBytes(StandardCharsets.UTF_8)));
      assertThat(parts.get(5)).isEqualTo(new Part("renamed", "other %22q%22.dat", "application/octet-stream", null,
          UPLOADED));

      assertThat(decode(server.received("/multipart-form").get(0)))
          .containsExactly(new Part("a", null, null, null, new byte[] {'1'}));

      String formMap = server.received("/form-map").get(0).bodyText();
      assertThat(server.received("/form-map").get(0).header("Content-type"))
          .isEqualTo("application/x-www-form-urlencoded");
      assertThat(List.of(formMap.split("&"))).containsExactlyInAnyOrder(
          "color=red", "tags=a", "tags=b", "size=S", "size=M", "fixed=x", "fixed=ann");
      assertThat(server.received("/form-map-missing")).isEmpty();
      assertThat(run.totals().errors).containsOnly(
          Map.entry("formMapMissing: REQUEST session has no value for 'nope'", 1L));

      assertThat(server.received("/order").get(0).bodyText())
          .isEqualTo("{\"sku\": \"X1\", \"first\": \"S\", \"count\": 2}\n");
      assertThat(server.received("/raw").get(0).body()).isEqualTo(UPLOADED);
    }
  }

  /** A part as Netty's decoder read it; {@code charset} only when the part announced one. */
  record Part(String name, String fileName, String contentType, java.nio.charset.Charset charset, byte[] bytes) {
    @Override
    public boolean equals(Object other) {
      return other instanceof Part part && name.equals(part.name) && java.util.Objects.equals(fileName, part.fileName)
          && java.util.Objects.equals(contentType, part.contentType) && java.util.Objects.equals(charset, part.charset)
          && java.util.Arrays.equals(bytes, part.bytes);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }

    @Override
    public String toString() {
      return name + " " + fileName + " " + contentType + " " + charset + " " + bytes.length + " bytes";
    }
  }

  private static List<Part> decode(RecordingServer.Received received) throws java.io.IOException {
    DefaultFullHttpRequest request = new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.POST, received.path(),
        Unpooled.wrappedBuffer(received.body()));
    request.headers().set("Content-Type", received.header("Content-type"));
    HttpPostRequestDecoder decoder = new HttpPostRequestDecoder(request);
    try {
      List<Part> parts = new ArrayList<>();
      for (InterfaceHttpData data : decoder.getBodyHttpDatas()) {
        if (data instanceof FileUpload file) {
          parts.add(new Part(file.getName(), file.getFilename(), file.getContentType(), null, file.get()));
        } else {
          Attribute attribute = (Attribute) data;
          boolean announced = received.bodyText().contains("charset=" + attribute.getCharset().name());
          parts.add(new Part(attribute.getName(), null, null, announced ? attribute.getCharset() : null,
              attribute.get()));
        }
      }
      return parts;
    } finally {
      decoder.destroy();
    }
  }

  public static class MissingTemplate extends Simulation {
    public MissingTemplate() {
      setUp(scenario("missing").exec(http("order").post("/order").body(elFileBody("bodies/none.json")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aMissingTemplateFileFailsTheRunSayingWhereItWasLookedFor() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      assertThatThrownBy(() -> Runs.run(MissingTemplate.class, results, server.baseUrl()))
          .hasStackTraceContaining("elFileBody \"bodies/none.json\" is neither a file (from "
              + Path.of("").toAbsolutePath() + ") nor a class path resource");
      assertThat(server.received()).isEmpty();
    }
  }
}
