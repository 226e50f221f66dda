package io.throng.engine.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** The demo target's POST /upload decodes multipart bodies and says what each part held. */
class DemoUploadTest {

  private final HttpClient client = HttpClient.newHttpClient();

  @Test
  void describesEachPartOfAMultipartUpload() throws Exception {
    String body = "--XyZ\r\n"
        + "Content-Disposition: form-data; name=\"title\"\r\n\r\n"
        + "hello\r\n"
        + "--XyZ\r\n"
        + "Content-Disposition: form-data; name=\"file\"; filename=\"a b.png\"\r\n"
        + "Content-Type: image/png\r\n\r\n"
        + "0123456789\r\n"
        + "--XyZ--\r\n";
    try (DemoTarget target = DemoTarget.start()) {
      HttpResponse<String> response = client.send(HttpRequest.newBuilder(target.baseUri().resolve("/upload"))
              .header("Content-Type", "multipart/form-data; boundary=XyZ")
              .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
          HttpResponse.BodyHandlers.ofString());

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
      assertThat(response.body()).isEqualTo("[{\"name\":\"title\",\"fileName\":null,\"contentType\":null,\"size\":5},"
          + "{\"name\":\"file\",\"fileName\":\"a b.png\",\"contentType\":\"image/png\",\"size\":10}]\n");

      HttpResponse<String> plain = client.send(HttpRequest.newBuilder(target.baseUri().resolve("/upload"))
              .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("x")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(plain.statusCode()).isEqualTo(400);
      assertThat(plain.body()).isEqualTo("POST /upload takes a multipart/form-data body\n");
    }
  }
}
