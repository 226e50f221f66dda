package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatsRecorderTest {

  @Test
  void theNamesLimitCoversThePlansNamesAndThoseMadeWhileTheRunGoes() {
    List<String> notices = new ArrayList<>();
    StatsRecorder stats = new StatsRecorder(2, notices::add);
    RequestKey plan = stats.key("plan");
    RequestKey made = stats.loop("loop").key("made 1");

    assertThat(stats.key("another plan name").name()).isEqualTo(StatsRecorder.OTHER_NAMES);
    assertThat(stats.loop("loop").key("made 2").name()).isEqualTo(StatsRecorder.OTHER_NAMES);
    assertThat(stats.key("plan")).isSameAs(plan);
    assertThat(stats.key("made 1")).isSameAs(made);
    assertThat(notices).singleElement().asString().startsWith("More than 2 distinct request names");
  }
}
