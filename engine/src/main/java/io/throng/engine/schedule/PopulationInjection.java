package io.throng.engine.schedule;

import io.throng.dsl.model.InjectionProfile;
import io.throng.engine.config.Shard;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * One population's workload model, ready to run: who starts when, how long each user keeps
 * going, and when the population is done (injection over and every user it started finished).
 *
 * <pre>{@code
 * PopulationInjection injection = PopulationInjection.of(population.profile(), Pacer.NONE, seeds, Shard.WHOLE);
 * injection.start(injectorThread, System.nanoTime(), (intended, workload) -> startUser(...), onDone);
 * }</pre>
 *
 * <ul>
 *   <li>Open: users start at their {@link InjectionSchedule} offsets and run the scenario once.
 *   <li>Closed: a {@link ClosedInjector} holds the {@link ConcurrencyCurve}.
 *   <li>Thread group: threads start spread over the ramp-up and each runs its loops (or until
 *       the duration has passed) on its own connection.
 *   <li>Request budget: the users start at once and loop; the budget hands out exactly the
 *       requests asked for, or none after the time limit.
 * </ul>
 *
 * <p>Each is made for one {@link Shard} of the run: arrivals and threads stride over the shards
 * (user {@code i} on shard {@code i mod N}), closed levels are shared out, and a request budget's
 * users and requests are shared out among the shards that have users: {@code ab -n 10 -c 2} on 3
 * shards is 5 requests for one user on shards 0 and 1, and nothing on shard 2.
 */
public final class PopulationInjection {

  private final InjectionProfile profile;
  private final Pacer pacer;
  private final Shard shard;
  private final InjectionSchedule schedule;
  private final ConcurrencyCurve curve;
  // One for the injection itself, one per user started: 0 means the population is done.
  private final AtomicLong pending = new AtomicLong(1);
  private Runnable onDone;
  private Launcher launcher;

  private PopulationInjection(InjectionProfile profile, Pacer pacer, LongSupplier runSeeds, Shard shard) {
    this.profile = profile;
    this.pacer = pacer;
    this.shard = shard;
    if (profile instanceof InjectionProfile.Open open) {
      schedule = InjectionSchedule.open(open.steps(), runSeeds, shard);
    } else if (profile instanceof InjectionProfile.ThreadGroup group) {
      schedule = InjectionSchedule.spread(group.threads(), group.rampUp().toNanos(), shard);
    } else if (profile instanceof InjectionProfile.RequestBudget budget) {
      schedule = InjectionSchedule.spread(budget.concurrency(), 0, shard);
    } else {
      schedule = null;
    }
    curve = profile instanceof InjectionProfile.Closed closed ? ConcurrencyCurve.of(closed.steps(), shard) : null;
  }

  /**
   * @param pacer the run's throttle, or {@link Pacer#NONE}
   * @param runSeeds seeds randomized steps that have none of their own
   * @param shard the part of the population this process runs; {@link Shard#WHOLE} for all of it
   */
  public static PopulationInjection of(InjectionProfile profile, Pacer pacer, LongSupplier runSeeds, Shard shard) {
    return new PopulationInjection(profile, pacer, runSeeds, shard);
  }

  /**
   * This shard's part of a request budget: the budget shared out among the shards that have
   * users (the first {@code min(N, concurrency)}), so that no request is left to a shard with no
   * user to send it.
   */
  static long budgetShare(long requests, long concurrency, Shard shard) {
    long shardsWithUsers = Math.min(shard.count(), concurrency);
    return shard.index() < shardsWithUsers ? new Shard(shard.index(), (int) shardsWithUsers).share(requests) : 0;
  }

  /**
   * Starts injecting. Call once.
   *
   * @param timer the single-threaded executor injection runs on
   * @param startNanos the population's start on the {@link System#nanoTime()} clock
   * @param onDone runs once, on whichever thread finishes last, when the population is done
   */
  public void start(ScheduledExecutorService timer, long startNanos, UserStarter starter, Runnable onDone) {
    this.onDone = onDone;
    launcher = curve != null
        ? new ClosedInjector(curve, timer, counted(starter), pacer, this::countDown, this::countDown)
        : new Injector(schedule, timer, arrivals(startNanos, counted(starter)), this::countDown);
    launcher.start(startNanos);
  }

  /** Starts no more users; those running finish as the run tells them. */
  public void stop() {
    if (launcher != null) {
      launcher.stop();
    }
  }

  private UserStarter counted(UserStarter starter) {
    return (intendedNanos, workload) -> {
      pending.incrementAndGet();
      starter.start(intendedNanos, workload);
    };
  }

  /** Starts one arrival of an open, thread-group or budget population with its workload. */
  private LongConsumer arrivals(long startNanos, UserStarter starter) {
    if (profile instanceof InjectionProfile.ThreadGroup group) {
      return intended -> starter.start(intended, new Loops(group, startNanos));
    }
    PacedWorkload shared = profile instanceof InjectionProfile.RequestBudget budget
        ? new Budget(budget, startNanos)
        : new Once();
    return intended -> starter.start(intended, shared);
  }

  private void countDown() {
    if (pending.decrementAndGet() == 0) {
      onDone.run();
    }
  }

  /** Open model: the scenario once. */
  private final class Once extends PacedWorkload {
    Once() {
      super(pacer, PopulationInjection.this::countDown);
    }

    @Override
    public boolean repeat(long nowNanos) {
      return false;
    }
  }

  /** A JMeter thread: its loop count, or until the group's duration has passed. */
  private final class Loops extends PacedWorkload {
    private final long loops;
    private final Deadline deadline;
    private long iterations; // touched only on the user's event loop

    Loops(InjectionProfile.ThreadGroup group, long startNanos) {
      super(pacer, PopulationInjection.this::countDown);
      loops = group.loops().orElse(Long.MAX_VALUE);
      deadline = Deadline.after(startNanos, group.duration());
    }

    @Override
    public boolean repeat(long nowNanos) {
      iterations++;
      return iterations < loops && !deadline.passed(nowNanos);
    }
  }

  /** ApacheBench's {@code -n} and {@code -t}, shared by the population's users. */
  private final class Budget extends PacedWorkload {
    private final AtomicLong left;
    private final Deadline timeLimit;

    Budget(InjectionProfile.RequestBudget budget, long startNanos) {
      super(pacer, PopulationInjection.this::countDown);
      left = new AtomicLong(budgetShare(budget.requests(), budget.concurrency(), shard));
      timeLimit = Deadline.after(startNanos, budget.timeLimit());
    }

    @Override
    public boolean repeat(long nowNanos) {
      return left.get() > 0 && !timeLimit.passed(nowNanos);
    }

    @Override
    boolean mayRequest(long nowNanos) {
      // A token per request: exactly the budget is sent, never one more per user.
      return !timeLimit.passed(nowNanos) && left.getAndDecrement() > 0;
    }
  }

  /** An optional instant, some time after the population's start. */
  private record Deadline(boolean set, long atNanos) {
    static Deadline after(long startNanos, Optional<Duration> duration) {
      return new Deadline(duration.isPresent(), startNanos + duration.map(Duration::toNanos).orElse(0L));
    }

    boolean passed(long nowNanos) {
      return set && nowNanos - atNanos >= 0;
    }
  }
}
