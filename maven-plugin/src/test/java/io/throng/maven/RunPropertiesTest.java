package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  @ParameterizedTest
  @ValueSource(strings = {"loadtest.config", "loadtest.fork", "loadtest.failOnAssertion", "loadtest.all",
      "loadtest.runs", "loadtest.shards", "loadtest.startDelay", "loadtest.sweep.levels",
      "loadtest.reportDirectory", "loadtest.comparisonDirectory"})
  void thePluginsOwnSettingsNeverReachARun(String pluginSetting) {
    Properties user = new Properties();
    user.setProperty(pluginSetting, "x");
    user.setProperty("loadtest.forkDelay", "2s"); // a run setting that only starts like one

    assertThat(RunProperties.of(user)).containsExactly(entry("loadtest.forkDelay", "2s"));
  }
}
