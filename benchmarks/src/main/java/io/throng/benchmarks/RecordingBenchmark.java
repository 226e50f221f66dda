package io.throng.benchmarks;

import io.throng.engine.stats.FailureKind;
import io.throng.engine.stats.StatsRecorder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/** Cost of recording one request's outcome: what every response pays on its event loop. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RecordingBenchmark {

  private final StatsRecorder recorder = new StatsRecorder();
  private long clock;

  @Benchmark
  public void recordOk() {
    long sent = clock += 1_000;
    recorder.recordOk("GET /api/user", sent, sent, sent + 350_000, 200);
  }

  @Benchmark
  public void recordKo() {
    long sent = clock += 1_000;
    recorder.recordKo("GET /api/user", sent, sent, sent + 350_000, 500, FailureKind.STATUS, "status 500");
  }

  /** Two event loops recording into the same request name at once. */
  @Benchmark
  @Threads(2)
  public void recordOkFromTwoLoops() {
    long sent = System.nanoTime();
    recorder.recordOk("GET /api/user", sent, sent, sent + 350_000, 200);
  }
}
