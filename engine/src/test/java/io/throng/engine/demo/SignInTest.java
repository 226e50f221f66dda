package io.throng.engine.demo;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.regex;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo target's sign-in flow, driven by Throng's users and by a bare JDK client. */
class SignInTest {

  private static final Pattern TOKEN = Pattern.compile("name=\"csrf_token\" value=\"([^\"]+)\"");

  @TempDir Path results;

  /** Each user signs in on the embedded demo target, is welcomed, signs out and is refused. */
  public static class SignInFlow extends Simulation {
    public SignInFlow() {
      setUp(scenario("sign in")
          .exec(session -> session.set("user", "user<" + session.userId() + ">"))
          .exec(http("login page").get("/login").check(regex(TOKEN.pattern()).saveAs("csrf")))
          .exec(http("sign in").post("/login").formParam("username", "#{user}").formParam("password", "secret")
              .formParam("csrf_token", "#{csrf}")
              .check(regex("<h1 id=\"welcome\">Welcome, user&lt;\\d+&gt;</h1>").exists()))
          .exec(http("account").get("/account").check(regex("<h1 id=\"welcome\">Welcome, user&lt;\\d+&gt;</h1>").exists()))
          .exec(http("sign out").post("/logout"))
          .exec(http("after sign out").get("/account").check(status().is(403)))
          .injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl("demo"));
    }
  }

  @Test
  void usersSignInSeeTheirAccountAndSignOut() throws Exception {
    Runs.Outcome run = Runs.run(SignInFlow.class, results, "unused");

    assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
    // 5 requests a user, and the redirects of signing in and out, each counted as a hop of its own.
    assertThat(run.totals().ok).isEqualTo(70);
  }

  @Test
  void aFormWithoutTheCookiesTokenOrASessionIsRefused() throws Exception {
    try (DemoTarget target = DemoTarget.start()) {
      HttpClient client = HttpClient.newHttpClient();
      HttpResponse<String> page = client.send(HttpRequest.newBuilder(target.baseUri().resolve("/login")).build(),
          HttpResponse.BodyHandlers.ofString());
      Matcher token = TOKEN.matcher(page.body());
      assertThat(token.find()).isTrue();
      assertThat(page.headers().allValues("Set-Cookie")).singleElement().asString()
          .startsWith("csrftoken=" + token.group(1) + ";");

      assertThat(post(client, target.baseUri(), "csrf_token=" + token.group(1) + "&username=a&password=b", null))
          .extracting(HttpResponse::statusCode).isEqualTo(403);
      assertThat(post(client, target.baseUri(), "csrf_token=wrong&username=a&password=b", "csrftoken=" + token.group(1)))
          .extracting(HttpResponse::statusCode).isEqualTo(403);
      HttpResponse<String> signedIn = post(client, target.baseUri(),
          "csrf_token=" + token.group(1) + "&username=%3Cb%3E&password=b", "csrftoken=" + token.group(1));
      assertThat(signedIn.statusCode()).isEqualTo(302);
      assertThat(signedIn.headers().firstValue("Location")).contains("/account");
      String session = signedIn.headers().firstValue("Set-Cookie").orElseThrow();
      assertThat(session).containsIgnoringCase("HttpOnly").contains("Path=/");
      String sessionCookie = session.substring(0, session.indexOf(';'));

      assertThat(account(client, target.baseUri(), sessionCookie).body()).contains("<h1 id=\"welcome\">Welcome, &lt;b&gt;</h1>");
      assertThat(account(client, target.baseUri(), sessionCookie + "x").statusCode()).isEqualTo(403);
      assertThat(account(client, target.baseUri(), "sessionid=YQ.forged").statusCode()).isEqualTo(403);
      assertThat(account(client, target.baseUri(), null).statusCode()).isEqualTo(403);
    }
  }

  private static HttpResponse<String> post(HttpClient client, URI base, String form, String cookie) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve("/login"))
        .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(form));
    if (cookie != null) {
      request.header("Cookie", cookie);
    }
    return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> account(HttpClient client, URI base, String cookie) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve("/account"));
    if (cookie != null) {
      request.header("Cookie", cookie);
    }
    return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
