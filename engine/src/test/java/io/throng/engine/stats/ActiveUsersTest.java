package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ActiveUsersTest {

  private final ActiveUsers users = new ActiveUsers();

  @Test
  void usersThatStartAndFinishBeforeTheFigureIsTakenCountInIt() {
    users.started();
    users.started();
    users.started();
    users.finished();
    users.finished();
    users.finished();

    assertThat(users.takeMost()).isEqualTo(3);
    assertThat(users.takeMost()).as("none since").isZero();
  }

  @Test
  void theNextPeriodStartsFromTheUsersStillActive() {
    users.started();
    users.started();
    users.finished();

    assertThat(users.takeMost()).isEqualTo(2);
    assertThat(users.takeMost()).as("one still active").isEqualTo(1);
    users.started();
    assertThat(users.takeMost()).isEqualTo(2);
  }

  @Test
  void aSecondsPeakIsNeverBelowTheUsersActiveAtItsStartOrEnd() {
    assertThat(ScenarioUserCount.peak(0, 5, 3)).isEqualTo(5);
    assertThat(ScenarioUserCount.peak(0, 2, 4)).isEqualTo(4);
    assertThat(ScenarioUserCount.peak(9, 2, 4)).isEqualTo(9);
  }
}
