package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class RunPropertiesTest {

  @Test
  void keepsTheRunsLoadtestPropertiesTheLaterSourceWinning() {
    Properties system = new Properties();
    system.setProperty("loadtest.baseUrl", "http://system:80");
    system.setProperty("loadtest.users", "5");
    system.setProperty("java.version", "17");
    Properties user = new Properties();
    user.setProperty("loadtest.baseUrl", "http://user:80");
    user.setProperty("loadtest.kubernetes.shards", "4");
    user.setProperty("loadtest.jvmArgs", "-Xmx1g");
    user.setProperty("loadtest.resultsDirectory", "out");
    user.setProperty("loadtest.skip", "false");

    assertThat(RunProperties.of(system, user)).containsExactly(
        entry("loadtest.baseUrl", "http://user:80"), entry("loadtest.users", "5"));
  }
}
