package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class RunHistoryTest {

  @Test
  void theLabelIsTheSettingElseTheCisCommitElseEmpty() {
    Map<String, String> github = Map.of("GITHUB_SHA", "3f2a91c0d1", "PATH", "/usr/bin");
    Map<String, String> config = Map.of("loadtest.history", "history/{simulation}.csv");

    assertThat(RunHistory.read(new Properties(), config, github))
        .isEqualTo(new RunHistory(Optional.of("history/{simulation}.csv"), "3f2a91c0d1"));
    assertThat(RunHistory.read(new Properties(), config, Map.of("CI_COMMIT_SHA", "abc", "GIT_COMMIT", "def")).label())
        .as("Jenkins' variable comes first").isEqualTo("def");
    assertThat(RunHistory.read(new Properties(), Map.of("loadtest.historyLabel", " v1.2 "), github).label())
        .isEqualTo("v1.2");
    assertThat(RunHistory.read(new Properties(), config, Map.of()).label()).isEmpty();
  }

  @Test
  void aSystemPropertyWinsOverTheConfigFileAndABlankPathIsNoHistory() {
    Properties system = new Properties();
    system.setProperty("loadtest.history", "from-d.csv");

    assertThat(RunHistory.read(system, Map.of("loadtest.history", "from-config.csv"), Map.of()).path())
        .contains("from-d.csv");
    assertThat(RunHistory.read(new Properties(), Map.of("loadtest.history", " "), Map.of()).path()).isEmpty();
  }
}
