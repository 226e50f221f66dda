package io.throng.engine.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The demo's event stream, read by the JDK's client: a client that is not Throng's. */
@Timeout(30)
class DemoEventStreamTest {

  private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @Test
  void streamsCountEventsThenStaysOpen() throws Exception {
    try (DemoTarget target = DemoTarget.start()) {
      HttpResponse<InputStream> response = client.send(HttpRequest.newBuilder(
          target.baseUri().resolve("/sse/ticks?count=3&intervalMs=5")).build(), HttpResponse.BodyHandlers.ofInputStream());

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.headers().firstValue("content-type")).hasValue("text/event-stream");
      List<String> lines = new ArrayList<>();
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
        while (lines.size() < 12) {
          lines.add(reader.readLine());
        }
      }
      assertThat(lines).containsExactly("id: 1", "event: tick", "data: {\"n\":1}", "",
          "id: 2", "event: tick", "data: {\"n\":2}", "", "id: 3", "event: tick", "data: {\"n\":3}", "");
    }
  }

  @Test
  void aBadCountIsA400NamingIt() throws Exception {
    try (DemoTarget target = DemoTarget.start()) {
      HttpResponse<String> response = client.send(HttpRequest.newBuilder(
          target.baseUri().resolve("/sse/ticks?count=0")).build(), HttpResponse.BodyHandlers.ofString());

      assertThat(response.statusCode()).isEqualTo(400);
      assertThat(response.body()).isEqualTo("count must be 1-10000, was 0\n");
    }
  }
}
