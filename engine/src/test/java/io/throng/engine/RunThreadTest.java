package io.throng.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.transport.OutOfMemoryAlarm;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RunThreadTest {

  @Test
  void aPeriodicTaskThatRunsOutOfMemoryRaisesTheAlarmInsteadOfStoppingInSilence() throws Exception {
    RunThread stats = new RunThread("throng-stats");
    AtomicInteger runs = new AtomicInteger();
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      stats.scheduleAtFixedRate(() -> {
        if (runs.incrementAndGet() == 2) {
          throw new OutOfMemoryError("Java heap space");
        }
      }, 0, 10, TimeUnit.MILLISECONDS);

      assertThat(alarm.raised().get(10, TimeUnit.SECONDS)).isEqualTo(OutOfMemoryAlarm.ON_THE_RUN_THREADS);
    } finally {
      stats.shutdownNow();
    }
    assertThat(runs).hasValue(2);
  }

  @Test
  void aTaskThatFailsOtherwiseRaisesNothing() throws Exception {
    RunThread injector = new RunThread("throng-injector");
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      injector.submit(() -> {
        throw new IllegalStateException("not memory");
      });
      injector.submit(() -> {}).get(10, TimeUnit.SECONDS);

      assertThat(alarm.raised()).isNotDone();
    } finally {
      injector.shutdownNow();
    }
  }
}
