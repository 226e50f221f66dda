package io.throng.engine.run;

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
  void aTaskThatFailsOtherwiseTellsItsFailureAndNoAlarm() throws Exception {
    RunThread injector = new RunThread("throng-injector");
    IllegalStateException thrown = new IllegalStateException("not memory");
    try (OutOfMemoryAlarm alarm = OutOfMemoryAlarm.arm()) {
      injector.execute(() -> {
        throw thrown;
      });

      assertThat(injector.failed().get(10, TimeUnit.SECONDS)).isEqualTo(new RunThread.Failure("throng-injector", thrown));
      assertThat(alarm.raised()).isNotDone();
    } finally {
      injector.shutdownNow();
    }
  }

  @Test
  void tasksThatSucceedTellNothing() throws Exception {
    RunThread stats = new RunThread("throng-stats");
    try {
      stats.submit(() -> {}).get(10, TimeUnit.SECONDS);
      stats.schedule(() -> {}, 1, TimeUnit.MILLISECONDS).get(10, TimeUnit.SECONDS);

      assertThat(stats.failed()).isNotDone();
    } finally {
      stats.shutdownNow();
    }
  }
}
