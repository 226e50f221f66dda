package io.throng.benchmarks;

import io.throng.dsl.model.InjectionProfile;
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

  private final InjectionSchedule schedule = InjectionSchedule.of(new InjectionProfile.Open(List.of(
      new OpenStep.AtOnce(100), new OpenStep.Ramp(1_000_000, Duration.ofHours(1)),
      new OpenStep.Ramp(1_000_000, Duration.ofHours(1)))));
  private long index;

  @Benchmark
  public long offsetOfNextUser() {
    index = (index + 7_919) % schedule.size();
    return schedule.offsetNanos(index);
  }
}
