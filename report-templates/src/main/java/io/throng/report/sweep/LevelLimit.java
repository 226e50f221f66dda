package io.throng.report.sweep;

import io.throng.report.aggregate.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What each level must stay within to hold, in the units of its {@link LevelFigures}: at most
 * {@code maxErrorPercent} of its requests failed, and its p99 response time is at most {@code
 * maxP99Micros}. Either may be absent; with neither, every level holds and a sweep only charts its
 * levels. The entry package's {@code SweepLimit} is the same limit as a user writes it.
 */
public record LevelLimit(OptionalDouble maxErrorPercent, OptionalLong maxP99Micros) {

  /** No limit at all. */
  public static final LevelLimit NONE = new LevelLimit(OptionalDouble.empty(), OptionalLong.empty());

  public boolean isSet() {
    return maxErrorPercent.isPresent() || maxP99Micros.isPresent();
  }

  /** How {@code level} broke this limit, one breach per figure over it; empty when it held. */
  public List<Breach> breaches(LevelFigures level) {
    List<Breach> breaches = new ArrayList<>(2);
    if (maxErrorPercent.isPresent() && level.value(Metric.ERROR_PERCENT) > maxErrorPercent.getAsDouble()) {
      breaches.add(new Breach(Metric.ERROR_PERCENT, level.value(Metric.ERROR_PERCENT), maxErrorPercent.getAsDouble()));
    }
    if (maxP99Micros.isPresent() && level.value(Metric.P99_MICROS) > maxP99Micros.getAsLong()) {
      breaches.add(new Breach(Metric.P99_MICROS, level.value(Metric.P99_MICROS), maxP99Micros.getAsLong()));
    }
    return breaches;
  }

  /** A figure of a level over the limit: {@code value > limit}. */
  public record Breach(Metric metric, double value, double limit) {}
}
