package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The warm-up runs the collector on real outcomes: it drains every one it recorded, step by step. */
class CollectorWarmupTest {

  @Test
  void eachStepRecordsOutcomesThatTheCollectorDrains() {
    CollectorWarmup none = new CollectorWarmup();
    assertThat(none.finish()).isZero();

    CollectorWarmup warmup = new CollectorWarmup();
    warmup.steps(12);
    assertThat(warmup.finish()).isEqualTo(12 * 64);
  }
}
