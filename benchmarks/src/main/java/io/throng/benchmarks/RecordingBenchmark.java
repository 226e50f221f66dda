package io.throng.benchmarks;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import io.throng.engine.stats.StatsRecorder;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import org.HdrHistogram.Recorder;
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

/**
 * Cost of recording one request's outcome, what every response pays on its event loop: the
 * engine's per-loop single-writer {@link LoopRecorder} beside the shared recorder it replaced
 * (HdrHistogram {@link Recorder}s found by name in a concurrent map, atomic status counts), from
 * one event loop and from two at once.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar RecordingBenchmark
 * }</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RecordingBenchmark {

  /** The run's statistics, shared by the benchmark's threads as by a run's event loops. */
  @State(Scope.Benchmark)
  public static class Run {
    final StatsRecorder stats = new StatsRecorder();
    final RequestKey key = stats.key("GET /api/user");
    final SharedRecorder shared = new SharedRecorder();
  }

  /** One benchmark thread is one event loop, with its own recorder. */
  @State(Scope.Thread)
  public static class Loop {
    LoopRecorder recorder;
    long clock;

    @org.openjdk.jmh.annotations.Setup
    public void join(Run run) {
      recorder = run.stats.loop(this);
    }
  }

  @Benchmark
  public void perLoopOk(Run run, Loop loop) {
    long sent = loop.clock += 1_000;
    loop.recorder.recordOk(run.key, sent, sent, sent + 350_000, 200, Protocol.H1);
  }

  @Benchmark
  public void perLoopKo(Run run, Loop loop) {
    long sent = loop.clock += 1_000;
    loop.recorder.recordKo(run.key, sent, sent, sent + 350_000, 500, Protocol.H1, FailureKind.STATUS, "status 500");
  }

  @Benchmark
  @Threads(2)
  public void perLoopOkFromTwoLoops(Run run, Loop loop) {
    perLoopOk(run, loop);
  }

  @Benchmark
  public void sharedOk(Run run, Loop loop) {
    long sent = loop.clock += 1_000;
    run.shared.recordOk("GET /api/user", sent, sent, sent + 350_000, 200);
  }

  @Benchmark
  @Threads(2)
  public void sharedOkFromTwoLoops(Run run, Loop loop) {
    sharedOk(run, loop);
  }

  /**
   * The recording path the engine had before per-loop recorders, kept here only as the baseline:
   * every loop looks the name up in one concurrent map and records into the same HdrHistogram
   * {@link Recorder}s and atomic status counters.
   */
  static final class SharedRecorder {
    private record Recorders(Recorder ok, Recorder okService, AtomicLongArray statuses) {}

    private final Map<String, Recorders> requests = new ConcurrentHashMap<>();

    void recordOk(String name, long intendedNanos, long sentNanos, long endNanos, int status) {
      Recorders recorders = requests.get(name);
      if (recorders == null) {
        recorders = requests.computeIfAbsent(name, n -> new Recorders(newRecorder(), newRecorder(),
            new AtomicLongArray(1000)));
      }
      recorders.ok().recordValue((endNanos - intendedNanos) / 1_000);
      recorders.okService().recordValue((endNanos - sentNanos) / 1_000);
      recorders.statuses().incrementAndGet(status);
    }

    private static Recorder newRecorder() {
      return new Recorder(RunLogFormat.HIGHEST_TRACKABLE_MICROS, RunLogFormat.SIGNIFICANT_DIGITS);
    }
  }
}
