package io.throng.dsl.model;

import java.time.Duration;

/** How long stairs last, open or closed: their levels, a ramp between levels, and one before the first level from 0. */
final class StairsShape {

  private StairsShape() {}

  static Duration duration(int levels, Duration levelDuration, Duration rampDuration, boolean fromZero) {
    long ramps = fromZero ? levels : levels - 1;
    return levelDuration.multipliedBy(levels).plus(rampDuration.multipliedBy(ramps));
  }
}
