package io.throng.engine.schedule;

import io.throng.dsl.model.ClosedStep;
import io.throng.engine.config.Shard;
import java.util.ArrayList;
import java.util.List;

/**
 * The concurrency levels of a closed profile as a sequence of changes: change {@code j} sets the
 * level to {@link #level(long) level(j)} at {@link #timeNanos(long) timeNanos(j)} after the
 * population's start, and the level is 0 from {@link #endNanos()} on. Pure and lazy: a ramp to a
 * million users is one piece, not a million entries.
 *
 * <pre>{@code
 * ConcurrencyCurve c = ConcurrencyCurve.of(List.of(new ClosedStep.Add(2, ofSeconds(3), ofSeconds(1800))));
 * c.changes();       // 600
 * c.timeNanos(1);    // 3 s
 * c.level(1);        // 4 users
 * c.endNanos();      // 1800 s
 * }</pre>
 *
 * <p>Steps follow one another; each documents its levels in {@link ClosedStep}. Several changes
 * may share an instant (a step's end and the next step's start); the last one holds.
 *
 * <p>A curve is made for one {@link Shard} of the run: where the population's level is {@code L},
 * shard {@code k} of {@code N} holds {@link Shard#share(long) L / N}, plus one when {@code k < L
 * mod N}, so the shards' levels add up to {@code L} at every instant (2 users on 3 shards: one on
 * shards 0 and 1, none on shard 2). The changes stay those of the population; a change may leave
 * a shard's level as it was.
 */
final class ConcurrencyCurve {

  /** One step's changes: {@code count} of them, as pure functions of their index. */
  private sealed interface Piece {
    long count();

    long timeNanos(long j);

    long level(long j);
  }

  /** One change: the level at the piece's start. */
  private record Hold(long users) implements Piece {
    @Override
    public long count() {
      return 1;
    }

    @Override
    public long timeNanos(long j) {
      return 0;
    }

    @Override
    public long level(long j) {
      return users;
    }
  }

  /** {@code |to - from|} changes of one user each, change {@code j} at {@code ceil(j * d / |to - from|)}. */
  private record Ramp(long from, long to, long durationNanos) implements Piece {
    @Override
    public long count() {
      return Math.abs(to - from);
    }

    @Override
    public long timeNanos(long j) {
      long steps = count();
      // ceil(j * d / steps) without overflowing j * d (exact while steps is below 3e9).
      long whole = j * (durationNanos / steps);
      long part = j * (durationNanos % steps);
      return whole + (part + steps - 1) / steps;
    }

    @Override
    public long level(long j) {
      return from < to ? from + j : from - j;
    }
  }

  /** A change every {@code period} while before the end, each adding {@code users}. */
  private record Add(long base, long users, long periodNanos, long durationNanos) implements Piece {
    @Override
    public long count() {
      return (durationNanos + periodNanos - 1) / periodNanos;
    }

    @Override
    public long timeNanos(long j) {
      return j * periodNanos;
    }

    @Override
    public long level(long j) {
      return base + users * (j + 1);
    }
  }

  private final Piece[] pieces;
  private final long[] pieceStartNanos;
  private final long[] firstChange;
  private final long endNanos;
  private final Shard shard;

  private ConcurrencyCurve(List<Piece> pieces, List<Long> startNanos, long endNanos, Shard shard) {
    this.pieces = pieces.toArray(Piece[]::new);
    this.pieceStartNanos = startNanos.stream().mapToLong(Long::longValue).toArray();
    this.firstChange = new long[this.pieces.length + 1];
    for (int i = 0; i < this.pieces.length; i++) {
      firstChange[i + 1] = firstChange[i] + this.pieces[i].count();
    }
    this.endNanos = endNanos;
    this.shard = shard;
  }

  /** The whole population's curve. */
  public static ConcurrencyCurve of(List<ClosedStep> steps) {
    return of(steps, Shard.WHOLE);
  }

  /** One shard's part of the population's curve. */
  public static ConcurrencyCurve of(List<ClosedStep> steps, Shard shard) {
    Builder builder = new Builder();
    steps.forEach(builder::add);
    return new ConcurrencyCurve(builder.pieces, builder.starts, builder.time, shard);
  }

  /** How many changes there are before the end. */
  public long changes() {
    return firstChange[pieces.length];
  }

  /** When change {@code j} happens, after the population's start; never decreasing with {@code j}. */
  public long timeNanos(long j) {
    int piece = pieceOf(j);
    return pieceStartNanos[piece] + pieces[piece].timeNanos(j - firstChange[piece]);
  }

  /** The level change {@code j} sets on this shard. */
  public long level(long j) {
    int piece = pieceOf(j);
    return shard.share(pieces[piece].level(j - firstChange[piece]));
  }

  /** When the last step ends: from then on the level is 0. */
  public long endNanos() {
    return endNanos;
  }

  private int pieceOf(long j) {
    if (j < 0 || j >= changes()) {
      throw new IndexOutOfBoundsException("change " + j + " outside [0, " + changes() + ")");
    }
    return PrefixSearch.partHolding(firstChange, j);
  }

  /** Lays the steps' pieces end to end, remembering the level each ends at for {@code addUsers}. */
  private static final class Builder {
    final List<Piece> pieces = new ArrayList<>();
    final List<Long> starts = new ArrayList<>();
    long time;
    long level;

    void add(ClosedStep step) {
      long nanos = step.duration().toNanos();
      if (step instanceof ClosedStep.Constant constant) {
        piece(new Hold(constant.users()), nanos, constant.users());
      } else if (step instanceof ClosedStep.Ramp ramp) {
        piece(new Ramp(ramp.from(), ramp.to(), nanos), nanos, ramp.to());
      } else if (step instanceof ClosedStep.Add add) {
        Add piece = new Add(level, add.users(), add.period().toNanos(), nanos);
        piece(piece, nanos, piece.level(piece.count() - 1));
      } else {
        ClosedStep.Stairs stairs = (ClosedStep.Stairs) step;
        long rampNanos = stairs.rampDuration().toNanos();
        long levelNanos = stairs.levelDuration().toNanos();
        Stairs.walk(stairs.increment(), stairs.levels(), stairs.startUsers(), rampNanos > 0, new Stairs.Visitor() {
          @Override
          public void ramp(double from, double to) {
            piece(new Ramp((long) from, (long) to, rampNanos), rampNanos, (long) to);
          }

          @Override
          public void level(double value) {
            piece(new Hold((long) value), levelNanos, (long) value);
          }
        });
      }
    }

    private void piece(Piece piece, long durationNanos, long endLevel) {
      pieces.add(piece);
      starts.add(time);
      time += durationNanos;
      level = endLevel;
    }
  }
}
