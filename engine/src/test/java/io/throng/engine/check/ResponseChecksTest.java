package io.throng.engine.check;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyLength;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.header;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.regex;
import static io.throng.dsl.Dsl.responseTime;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static io.throng.dsl.Dsl.substring;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each check kind against real responses: passing, saving into the session, and failing with what it found. */
class ResponseChecksTest {

  static final String JSON = "{\"token\":\"abc\",\"items\":[{\"id\":1},{\"id\":2}],\"n\":5,\"obj\":{\"a\":1},\"nil\":null}";
  static final String TEXT = "hello world, hello all";

  @TempDir Path results;
  private RecordingServer server;

  @BeforeEach
  void startServer() throws Exception {
    server = new RecordingServer();
    server.route("/json", (request, exchange) ->
        RecordingServer.respond(exchange, 200, JSON, "Content-Type", "application/json", "X-Trace", "t-1"));
    server.route("/text", (request, exchange) -> RecordingServer.respond(exchange, 200, TEXT, "X-Trace", "t-1"));
    server.route("/long", (request, exchange) -> RecordingServer.respond(exchange, 200, "y".repeat(200)));
    server.route("/503", (request, exchange) -> RecordingServer.respond(exchange, 503, "down"));
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  public static class Passing extends Simulation {
    public Passing() {
      setUp(scenario("passing")
              .exec(http("json").get("/json").check(
                  status().is(200),
                  status().in(200, 201),
                  status().not(500),
                  header("X-Trace").is("t-1"),
                  header("Content-Type").exists(),
                  header("X-None").notExists(),
                  bodyLength().gt(5),
                  jsonPath("$.token").saveAs("token"),
                  jsonPath("$.items[*].id").count().is(2),
                  jsonPath("$.items[1].id").is("2"),
                  jsonPath("$.n").transform(Integer::parseInt).lt(10),
                  jsonPath("$.obj").is("{\"a\":1}"),
                  jsonPath("$.nil").notExists(),
                  jsonPath("$.missing").optional().saveAs("missing"),
                  responseTime().lt(Duration.ofMinutes(1))))
              .exec(http("text").get("/text").check(
                  bodyString().is(TEXT),
                  substring("hello").count().is(2),
                  substring("world").is(6),
                  regex("(\\w+) all").saveAs("word"),
                  regex("l+").count().gt(3)))
              .exec(http("uses saved").get("/saved").header("Authorization", "Bearer #{token}").queryParam("w", "#{word}"))
              .doIf(session -> session.contains("missing")).then(io.throng.dsl.Dsl.exec(http("never").get("/never")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void passingChecksMakeAnOkAndSaveTheirValues() throws Exception {
    Runs.Outcome run = Runs.run(Passing.class, results, server.baseUrl());

    assertThat(run.totals().errors).isEmpty();
    assertThat(run.result().ok()).isEqualTo(3);
    RecordingServer.Received saved = server.received("/saved").get(0);
    assertThat(saved.header("Authorization")).isEqualTo("Bearer abc");
    assertThat(saved.query()).isEqualTo("w=hello");
    assertThat(server.received("/never")).isEmpty();
  }

  public static class Failing extends Simulation {
    public Failing() {
      setUp(scenario("failing")
              .exec(http("status").get("/503").check(status().is(200)))
              .exec(http("default status").get("/503"))
              .exec(http("status in").get("/text").check(status().in(201, 204)))
              .exec(http("header").get("/text").check(header("X-Trace").is("t-2")))
              .exec(http("header absent").get("/text").check(header("X-Trace").notExists()))
              .exec(http("body").get("/text").check(bodyString().is("bye")))
              .exec(http("long body").get("/long").check(bodyString().is("x")))
              .exec(http("length").get("/text").check(bodyLength().lt(3)))
              .exec(http("substring").get("/text").check(substring("bye").exists()))
              .exec(http("regex").get("/text").check(regex("bye (\\w+)").exists()))
              .exec(http("jsonPath").get("/json").check(jsonPath("$.token").is("xyz")))
              .exec(http("count").get("/json").check(jsonPath("$.items[*]").count().gt(5)))
              .exec(http("transform").get("/json").check(jsonPath("$.token").transform(Integer::parseInt).is(1)))
              .exec(http("not json").get("/text").check(jsonPath("$.x").exists()))
              .exec(http("responseTime").get("/text").check(responseTime().lt(Duration.ofNanos(1))))
              .exec(http("second check").get("/json").check(status().is(200), jsonPath("$.n").is("6")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aFailedCheckIsAKoThatSaysWhichCheckAndWhatItFound() throws Exception {
    Runs.Outcome run = Runs.run(Failing.class, results, server.baseUrl());

    Map<String, Long> errors = run.totals().errors;
    assertThat(errors).containsEntry("status: CHECK check status().is(200) failed: found 503", 1L)
        .containsEntry("default status: STATUS status 503", 1L)
        .containsEntry("status in: CHECK check status().in(201, 204) failed: found 200", 1L)
        .containsEntry("header: CHECK check header(\"X-Trace\").is(\"t-2\") failed: found \"t-1\"", 1L)
        .containsEntry("header absent: CHECK check header(\"X-Trace\").notExists() failed: found \"t-1\"", 1L)
        .containsEntry("body: CHECK check bodyString().is(\"bye\") failed: found \"" + TEXT + "\"", 1L)
        .containsEntry("long body: CHECK check bodyString().is(\"x\") failed: found \"" + "y".repeat(79) + "...(202 chars)", 1L)
        .containsEntry("length: CHECK check bodyLength().lt(3) failed: found 22", 1L)
        .containsEntry("substring: CHECK check substring(\"bye\").exists() failed: found nothing", 1L)
        .containsEntry("regex: CHECK check regex(\"bye (\\w+)\").exists() failed: found nothing", 1L)
        .containsEntry("jsonPath: CHECK check jsonPath(\"$.token\").is(\"xyz\") failed: found \"abc\"", 1L)
        .containsEntry("count: CHECK check jsonPath(\"$.items[*]\").count().gt(5) failed: found 2", 1L)
        .containsEntry("transform: CHECK check jsonPath(\"$.token\").transform(...).is(1) failed: For input string: \"abc\"", 1L)
        .containsEntry("second check: CHECK check jsonPath(\"$.n\").is(\"6\") failed: found \"5\"", 1L);
    assertThat(errors.keySet()).anySatisfy(key ->
        assertThat(key).startsWith("not json: CHECK check jsonPath(\"$.x\").exists() failed: the body is not JSON"));
    assertThat(errors.keySet()).anySatisfy(key ->
        assertThat(key).startsWith("responseTime: CHECK check responseTime().lt(PT0.000000001S) failed: found PT"));
    assertThat(errors).hasSize(16);
    assertThat(run.result().ok()).isZero();
  }

  public static class BadPath extends Simulation {
    public BadPath() {
      setUp(scenario("bad").exec(http("bad path").get("/json").check(jsonPath("$.items[?(@.id ==")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void anInvalidJsonPathStopsTheRunBeforeItStarts() {
    assertThatThrownBy(() -> Runs.run(BadPath.class, results, server.baseUrl()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("request \"bad path\": check jsonPath(\"$.items[?(@.id ==\"): invalid JSON path: ");
    assertThat(server.received()).isEmpty();
  }
}
