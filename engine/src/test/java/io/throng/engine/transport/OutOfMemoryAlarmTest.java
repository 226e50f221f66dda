package io.throng.engine.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class OutOfMemoryAlarmTest {

  @Test
  void anOutOfMemoryErrorOrOneAsTheCauseRaisesTheArmedAlarmsAndGivesTheirReserveBack() {
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      assertThat(alarm.holdsReserve()).isTrue();
      assertThat(OutOfMemoryAlarm.raise(new IllegalStateException("not memory"), OutOfMemoryAlarm.IN_A_STEP)).isFalse();
      assertThat(alarm.raised()).isNotDone();

      // As HdrHistogram wraps what a constructor it calls by reflection threw.
      Throwable wrapped = new IllegalStateException(new RuntimeException(new OutOfMemoryError("Java heap space")));
      assertThat(OutOfMemoryAlarm.raise(wrapped, OutOfMemoryAlarm.ON_AN_EVENT_LOOP)).isTrue();

      assertThat(alarm.raised()).isCompletedWithValue(OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
      assertThat(alarm.holdsReserve()).isFalse();
    }
  }

  @Test
  void aClosedAlarmIsNoLongerRaised() {
    OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm();
    alarm.close();

    OutOfMemoryAlarm.raise(new OutOfMemoryError("Java heap space"), OutOfMemoryAlarm.IN_A_STEP);

    assertThat(alarm.raised()).isNotDone();
  }

  @Test
  void anOutOfMemoryErrorThatNettyLogsRaisesTheAlarm() {
    OutOfMemoryAlarm.watchNettyLogs();
    OutOfMemoryAlarm.watchNettyLogs(); // once only
    Logger netty = Logger.getLogger("io.netty");
    Logger executor = Logger.getLogger("io.netty.util.concurrent.AbstractEventExecutor");
    // Records reach the watch on "io.netty" and stop there, out of the test's output.
    netty.setUseParentHandlers(false);
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      executor.log(Level.WARNING, "A task raised an exception.", new IllegalStateException("not memory"));
      assertThat(alarm.raised()).isNotDone();

      executor.log(Level.WARNING, "A task raised an exception.", new OutOfMemoryError("Java heap space"));

      assertThat(alarm.raised()).isCompletedWithValue(OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
    } finally {
      netty.setUseParentHandlers(true);
    }
  }
}
