package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JUnitFailuresTest {

  @TempDir Path dir;

  @Test
  void readsEachFailedTestCaseWithItsMessage() throws Exception {
    Path file = Files.writeString(dir.resolve("junit.xml"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="Shop" tests="3" failures="2" errors="0" skipped="0">
          <testcase classname="Shop" name="global: max response time &lt; 500 ms"/>
          <testcase classname="Shop" name="search: count of failed requests = 0">
            <failure type="AssertionFailed" message="actual 2, expected = 0">search: ...</failure>
          </testcase>
          <testcase classname="Shop" name="&lt;b&gt;: peak requests per second &gt; 5 req/s">
            <failure type="AssertionFailed" message="actual 1 req/s, expected &gt; 5 req/s">...</failure>
          </testcase>
        </testsuite>
        """);

    assertThat(JUnitFailures.read(file)).containsExactly(
        "search: count of failed requests = 0 (actual 2, expected = 0)",
        "<b>: peak requests per second > 5 req/s (actual 1 req/s, expected > 5 req/s)");
  }

  @Test
  void aMissingOrBrokenFileListsNothing() throws Exception {
    assertThat(JUnitFailures.read(dir.resolve("nope.xml"))).isEmpty();
    assertThat(JUnitFailures.read(Files.writeString(dir.resolve("junit.xml"), "<testsuite><testcase"))).isEmpty();
  }
}
