package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.junit.Throng;
import io.throng.junit.ThrongRun;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The example runs as written against the embedded demo target: every request OK, every user signed in. */
class SignInAndBrowseTest {

  @Test
  void twentyUsersSignInReachTheirAccountAndSignOut() throws Exception {
    ThrongRun run = Throng.run(SignInAndBrowse.class, Map.of("users", "20"));

    run.assertPassed();
    String report = Files.readString(run.report());
    // 16 exchanges a user, each redirect hop counted: login page, sign in and its 302 to /account,
    // account, the page and its 3 resources twice (304s the second time), upload, sign out and its
    // 302 to /login, account after sign-out (403, as checked).
    assertThat(report).contains("<dt>Requests</dt><dd>320</dd>");
    assertThat(run.lines()).anyMatch(line -> line.startsWith("PASS global: count of failed requests = 0"));
  }
}
