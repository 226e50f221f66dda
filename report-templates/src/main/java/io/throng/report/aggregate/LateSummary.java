package io.throng.report.aggregate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Requests that started more than 10 ms after their intended start (the run log's {@code LATE}
 * records): the run fell behind its schedule, because the target stalled every user or the
 * generator was saturated. Their lateness is already in their response times; service times
 * leave it out.
 *
 * @param count requests started late over the run
 * @param worstLagMicros the longest such lag
 * @param seconds the seconds that had late starts, in order
 */
public record LateSummary(long count, long worstLagMicros, List<SecondLate> seconds) {

  /** A run whose every request started on time, or whose log has no {@code LATE} records. */
  public static final LateSummary NONE = new LateSummary(0, 0, List.of());

  public LateSummary {
    seconds = List.copyOf(seconds);
  }

  /** The late starts of {@code seconds}, in order, one entry each. */
  static LateSummary of(Collection<SecondLate> seconds) {
    return new LateSummary(seconds.stream().mapToLong(SecondLate::count).sum(),
        seconds.stream().mapToLong(SecondLate::worstLagMicros).max().orElse(0), new ArrayList<>(seconds));
  }

  /** The second with the longest lag, the earliest on a tie; empty when nothing started late. */
  public Optional<SecondLate> worst() {
    return seconds.stream().filter(s -> s.worstLagMicros() == worstLagMicros).findFirst();
  }

  /** {@code count} requests started late in {@code second}, the worst by {@code worstLagMicros}. */
  public record SecondLate(long second, long count, long worstLagMicros) {}
}
