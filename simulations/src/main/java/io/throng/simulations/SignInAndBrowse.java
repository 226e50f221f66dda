package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * A user of a real web application, as a browser behaves: signs in through a form that hides a
 * CSRF token (read with {@code css}, posted back with the {@code csrftoken} cookie the page set),
 * follows the redirect to a page that needs the session cookie, opens a page twice (its
 * stylesheet, script and image fetched as a browser does, conditionally the second time), uploads
 * a file as a multipart form, and signs out, each sign-in timed
 * as one transaction ({@code group}). Runs against the embedded demo target when no
 * {@code loadtest.baseUrl} is given; the demo's {@code /login}, {@code /account} and
 * {@code /logout} behave as a web framework's admin sign-in does.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=SignInAndBrowse
 * }</pre>
 */
public class SignInAndBrowse extends Simulation {

  ScenarioBuilder signIn = scenario("sign in and browse")
      .exec(session -> session.set("username", "user" + session.userId()))
      .group("sign in").on(
          exec(http("login page").get("/login")
                  .check(status().is(200), css("input[name=csrf_token]", "value").saveAs("csrf")))
              .exec(http("sign in").post("/login")
                  .formParam("username", "#{username}")
                  .formParam("password", "secret")
                  .formParam("csrf_token", "#{csrf}")
                  .check(currentLocationRegex("/account$").exists(),
                      css("#welcome").is("Welcome, #{username}"))))
      .pause(ofMillis(100), ofMillis(300))
      .exec(http("account").get("/account").check(css("#welcome").exists()))
      .exec(http("home page").get("/page").check(css("title").is("Throng demo page")))
      .exec(http("home page again").get("/page"))
      .exec(http("upload").post("/upload")
          .bodyPart(byteArrayBodyPart("avatar", new byte[2_048]).fileName("avatar.png").contentType("image/png"))
          .bodyPart(stringBodyPart("caption", "#{username}'s avatar"))
          .check(jsonPath("$[0].size").is("2048"), jsonPath("$[1].name").is("caption")))
      .exec(http("sign out").post("/logout"))
      .exec(http("account after sign-out").get("/account").check(status().is(403)));

  public SignInAndBrowse() {
    setUp(signIn.injectOpen(rampUsers(config().getLong("users", 20)).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")).inferHtmlResources())
        .assertions(
            global().failedRequests().count().is(0),
            details("sign in").responseTime().percentile(95).lt(ofSeconds(1)));
  }
}
