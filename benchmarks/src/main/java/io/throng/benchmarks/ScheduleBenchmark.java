package io.throng.benchmarks;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.OpenStep;
import io.throng.engine.schedule.InjectionSchedule;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Cost of computing one user's intended start, which the injector pays per arriving user. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ScheduleBenchmark {

  private final InjectionSchedule schedule = InjectionSchedule.open(List.of(
      new OpenStep.AtOnce(100), new OpenStep.Ramp(1_000_000, Duration.ofHours(1)),
      new OpenStep.Ramp(1_000_000, Duration.ofHours(1))), () -> 1);
  private final InjectionSchedule rateRamp = InjectionSchedule.open(List.of(
      new OpenStep.RampRate(10, 1000, Duration.ofHours(1), Arrivals.EVEN)), () -> 1);
  private final InjectionSchedule poisson = InjectionSchedule.open(List.of(
      new OpenStep.ConstantRate(1000, Duration.ofHours(1), Arrivals.poisson(1))), () -> 1);
  private long index;
  private InjectionSchedule.Cursor rampCursor = rateRamp.cursor();
  private InjectionSchedule.Cursor poissonCursor = poisson.cursor();

  @Benchmark
  public long offsetOfNextUser() {
    index = (index + 7_919) % schedule.size();
    return schedule.offsetNanos(index);
  }

  /** The injector's path for a ramp of rates: the root of a quadratic per user. */
  @Benchmark
  public long nextArrivalOfARateRamp() {
    if (!rampCursor.hasNext()) {
      rampCursor = rateRamp.cursor();
    }
    return rampCursor.next();
  }

  /** The injector's path for randomized arrivals: one sorted uniform draw per user. */
  @Benchmark
  public long nextPoissonArrival() {
    if (!poissonCursor.hasNext()) {
      poissonCursor = poisson.cursor();
    }
    return poissonCursor.next();
  }
}
