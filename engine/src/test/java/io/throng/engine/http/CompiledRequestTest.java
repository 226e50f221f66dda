package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bytesBody;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.json;
import static io.throng.dsl.Dsl.resourceBody;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.stringBody;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the server receives is what the simulation described: methods, headers, query, bodies, credentials. */
class CompiledRequestTest {

  @TempDir Path results;

  public static class Everything extends Simulation {
    public Everything() {
      setUp(scenario("requests")
              .exec(http("get").get("/m").header("X-Request", "mine").header("Accept", "text/plain"))
              .exec(http("post").post("/m").body(stringBody("plain text")))
              .exec(http("put").put("/m").body(json("{\"a\": 1}")))
              .exec(http("patch").patch("/m").body(bytesBody(new byte[] {1, 2, 3})).header("Content-Type", "application/octet-stream"))
              .exec(http("delete").delete("/m"))
              .exec(http("head").head("/m"))
              .exec(http("options").options("/m"))
              .exec(http("form").post("/form").formParam("name", "Zoë & co").formParam("n", session -> "1"))
              .exec(http("resource").post("/resource").body(resourceBody("feeders/items.json")))
              .exec(http("query").get("/q?fixed=1").queryParam("q", "a b/c?").queryParam("empty", ""))
              .exec(http("secret").get("/secret").basicAuth("ada", "s3cr3t-pa55"))
              .exec(exec(http("absolute").get(config().getString("baseUrl") + "/absolute")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).header("Accept", "application/json")
              .userAgent("shop-load-test").keepAlive(false));
    }
  }

  @Test
  void sendsEveryMethodHeaderQueryAndBodyAsDescribed() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/secret", (request, exchange) -> RecordingServer.respond(exchange, 401, "who are you?"));

      Runs.Outcome run = Runs.run(Everything.class, results, server.baseUrl());

      assertThat(server.received("/m")).extracting(RecordingServer.Received::method)
          .containsExactly("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
      RecordingServer.Received get = server.received("/m").get(0);
      assertThat(get.header("X-request")).isEqualTo("mine");
      assertThat(get.header("Accept")).isEqualTo("text/plain");
      assertThat(get.header("User-agent")).isEqualTo("shop-load-test");
      assertThat(get.header("Connection")).isEqualTo("close");
      assertThat(server.received("/m").get(1).bodyText()).isEqualTo("plain text");
      assertThat(server.received("/m").get(1).header("Accept")).isEqualTo("application/json");
      assertThat(server.received("/m").get(2).header("Content-type")).isEqualTo("application/json");
      assertThat(server.received("/m").get(2).bodyText()).isEqualTo("{\"a\": 1}");
      assertThat(server.received("/m").get(3).body()).containsExactly(1, 2, 3);
      assertThat(server.received("/m").get(3).header("Content-type")).isEqualTo("application/octet-stream");
      RecordingServer.Received form = server.received("/form").get(0);
      assertThat(form.header("Content-type")).isEqualTo("application/x-www-form-urlencoded");
      assertThat(form.bodyText()).isEqualTo("name=Zo%C3%AB+%26+co&n=1");
      assertThat(server.received("/resource").get(0).body())
          .isEqualTo(Files.readAllBytes(Path.of("src/test/resources/feeders/items.json")));
      assertThat(server.received("/q").get(0).query()).isEqualTo("fixed=1&q=a+b%2Fc%3F&empty=");
      assertThat(server.received("/secret").get(0).header("Authorization")).isEqualTo(
          "Basic " + Base64.getEncoder().encodeToString("ada:s3cr3t-pa55".getBytes(StandardCharsets.UTF_8)));
      assertThat(server.received("/absolute")).hasSize(1);
      assertThat(run.totals().errors).containsExactly(Map.entry("secret: STATUS status 401", 1L));
      String log = Files.readString(run.result().runLog());
      assertThat(log).doesNotContain("s3cr3t").doesNotContain(
          Base64.getEncoder().encodeToString("ada:s3cr3t-pa55".getBytes(StandardCharsets.UTF_8)));
    }
  }

  public static class TwoBases extends Simulation {
    public TwoBases() {
      setUp(scenario("bases").exec(http("where").get("/where")).injectOpen(atOnceUsers(6)))
          .protocols(http.baseUrls(config().getString("first"), config().getString("second") + "/prefix"));
    }
  }

  @Test
  void usersTakeTheBaseUrlsInTurn() throws Exception {
    try (RecordingServer first = new RecordingServer(); RecordingServer second = new RecordingServer()) {
      Runs.run(TwoBases.class, results, first.baseUrl(),
          "loadtest.first", first.baseUrl(), "loadtest.second", second.baseUrl());

      assertThat(first.received("/where")).hasSize(3);
      assertThat(second.received("/prefix/where")).hasSize(3);
    }
  }
}
