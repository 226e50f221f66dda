package io.throng.engine.schedule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A rate (users or requests per second) that is linear piece by piece, with its cumulative
 * function {@code Λ(t)} and that function's exact inverse, so arrival {@code k} needs no table:
 * it is where {@code Λ} reaches {@code k}, the root of a quadratic on a ramp. Immutable.
 *
 * <pre>{@code
 * RateCurve ramp = RateCurve.builder().linear(0, 10, 10_000_000_000L).build();  // 0 -> 10/s over 10 s
 * ramp.total();     // 50.0 arrivals
 * ramp.timeOf(8);   // 4 s: Λ(t) = t^2 / 2 reaches 8 at t = 4
 * }</pre>
 *
 * <p>Times are nanoseconds from the curve's start, rounded to the nearest nanosecond.
 */
final class RateCurve {

  private static final double NANOS_PER_SECOND = 1e9;

  private final double[] from;
  private final double[] to;
  private final long[] durationNanos;
  private final long[] startNanos;
  private final double[] amountBefore;
  private final double total;

  private RateCurve(List<double[]> pieces, List<Long> durations) {
    int n = pieces.size();
    from = new double[n];
    to = new double[n];
    durationNanos = new long[n];
    startNanos = new long[n + 1];
    amountBefore = new double[n + 1];
    for (int i = 0; i < n; i++) {
      from[i] = pieces.get(i)[0];
      to[i] = pieces.get(i)[1];
      durationNanos[i] = durations.get(i);
      startNanos[i + 1] = startNanos[i] + durationNanos[i];
      amountBefore[i + 1] = amountBefore[i] + (from[i] + to[i]) * durationNanos[i] / (2 * NANOS_PER_SECOND);
    }
    total = amountBefore[n];
  }

  static Builder builder() {
    return new Builder();
  }

  /** How much {@code Λ} grows over the whole curve: arrivals, or request permits. */
  double total() {
    return total;
  }

  long durationNanos() {
    return startNanos[from.length];
  }

  /** {@code Λ(t)}: how much has arrived by {@code t}, for {@code t} between 0 and the curve's end. */
  double amountAt(long t) {
    int i = Arrays.binarySearch(startNanos, t);
    int piece = Math.min(i >= 0 ? i : -i - 2, from.length - 1);
    if (piece < 0) {
      return 0;
    }
    double seconds = Math.min(t - startNanos[piece], durationNanos[piece]) / NANOS_PER_SECOND;
    double pieceSeconds = durationNanos[piece] / NANOS_PER_SECOND;
    return amountBefore[piece] + from[piece] * seconds + (to[piece] - from[piece]) * seconds * seconds / (2 * pieceSeconds);
  }

  /**
   * The first instant at which {@code Λ} exceeds {@code amount} (for {@code 0 <= amount <
   * total()}): where it equals {@code amount} on a rising stretch, the end of a flat one.
   */
  long timeOf(double amount) {
    int i = Arrays.binarySearch(amountBefore, amount);
    int piece = Math.max(0, i >= 0 ? i : -i - 2);
    while (piece < from.length - 1 && amountBefore[piece + 1] <= amount) {
      piece++; // pieces of zero rate hold no amount, and a boundary belongs to the next piece
    }
    piece = Math.min(piece, from.length - 1);
    double c = amount - amountBefore[piece];
    long local = Math.round(nanosToReach(from[piece], to[piece], durationNanos[piece], c));
    return startNanos[piece] + Math.max(0, Math.min(local, durationNanos[piece]));
  }

  /**
   * Nanoseconds until a piece going linearly from {@code r1} to {@code r2} per second has let
   * {@code c} through: {@code r1 t + (r2 - r1) t^2 / 2d = c}, solved in the form that stays exact
   * when {@code r1 = r2} and stable when either rate is 0.
   */
  private static double nanosToReach(double r1, double r2, long durationNanos, double c) {
    if (c <= 0) {
      return 0;
    }
    if (r1 == r2) {
      return c * NANOS_PER_SECOND / r1;
    }
    double seconds = durationNanos / NANOS_PER_SECOND;
    return 2 * c * NANOS_PER_SECOND / (r1 + Math.sqrt(r1 * r1 + 2 * (r2 - r1) * c / seconds));
  }

  /** Adds pieces one after another. */
  static final class Builder {
    private final List<double[]> pieces = new ArrayList<>();
    private final List<Long> durations = new ArrayList<>();

    /** A piece whose rate goes linearly from {@code from} to {@code to} per second; a zero duration adds nothing. */
    Builder linear(double from, double to, long durationNanos) {
      if (durationNanos > 0) {
        pieces.add(new double[] {from, to});
        durations.add(durationNanos);
      }
      return this;
    }

    RateCurve build() {
      return new RateCurve(pieces, durations);
    }
  }
}
