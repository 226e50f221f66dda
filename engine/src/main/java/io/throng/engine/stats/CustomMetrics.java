package io.throng.engine.stats;

import io.throng.dsl.model.CustomMetric;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongConsumer;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * The run's custom metrics ({@code counter(name)}, {@code gauge(name)}, {@code trend(name)} of the
 * simulation): binds each one's sink when made, takes the values the users give on their event
 * loops without a lock, and writes what each second added up to as the {@link StatsCollector}
 * closes it. Values go where the loops record them at once; the second they count in is the one
 * the stats thread closes next.
 *
 * <pre>{@code
 * CustomMetrics metrics = new CustomMetrics(plan.metrics());   // before the first user starts
 * metrics.declare(log);                                        // at the log's head
 * }</pre>
 *
 * <p>A counter is a {@link LongAdder} (a cell per contending thread); a trend, one
 * {@link SingleWriterRecorder} per thread that records into it, as {@link LoopRecorder} keeps one
 * interval per loop; a gauge, three atomics, as only the last value set across every loop counts.
 */
public final class CustomMetrics {

  /** Custom metrics of a plan that declared none. */
  public static final CustomMetrics NONE = new CustomMetrics(List.of());

  private final List<Metric> metrics = new ArrayList<>();

  /** Binds every metric of {@code declared} to this run. */
  public CustomMetrics(List<CustomMetric> declared) {
    for (CustomMetric metric : declared) {
      Metric made = switch (metric.kind()) {
        case COUNTER -> new Counter(metric.name());
        case GAUGE -> new Gauge(metric.name());
        case TREND -> new Trend(metric.name());
      };
      metric.sink().bind(made);
      metrics.add(made);
    }
  }

  /** Writes one {@code CUSTOM_METRIC} record per metric, in the order declared. */
  public void declare(RunLogWriter log) {
    for (Metric metric : metrics) {
      log.customMetric(metric.kind().name(), metric.name);
    }
  }

  /** Writes what changed since the last call as records of {@code second}, and tells {@code listener}. Stats thread. */
  void write(long second, RunLogWriter log, IntervalListener listener) {
    for (Metric metric : metrics) {
      metric.write(second, log, listener);
    }
  }

  private abstract static sealed class Metric implements LongConsumer {
    final String name;

    Metric(String name) {
      this.name = name;
    }

    abstract CustomMetric.Kind kind();

    abstract void write(long second, RunLogWriter log, IntervalListener listener);
  }

  private static final class Counter extends Metric {
    private final LongAdder sum = new LongAdder();

    Counter(String name) {
      super(name);
    }

    @Override
    CustomMetric.Kind kind() {
      return CustomMetric.Kind.COUNTER;
    }

    @Override
    public void accept(long value) {
      sum.add(value);
    }

    @Override
    void write(long second, RunLogWriter log, IntervalListener listener) {
      // Each cell is taken and zeroed at once, so an add racing the close counts in the next second.
      long added = Math.min(sum.sumThenReset(), RunLogFormat.MAX_VALUE);
      if (added > 0) {
        log.customCounter(second, name, added);
        listener.customCounter(name, added);
      }
    }
  }

  private static final class Gauge extends Metric {
    private final AtomicLong last = new AtomicLong();
    private final AtomicLong min = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong max = new AtomicLong(Long.MIN_VALUE);
    private final LongAdder sets = new LongAdder();

    Gauge(String name) {
      super(name);
    }

    @Override
    CustomMetric.Kind kind() {
      return CustomMetric.Kind.GAUGE;
    }

    @Override
    public void accept(long value) {
      long bounded = Math.max(-RunLogFormat.MAX_VALUE, Math.min(value, RunLogFormat.MAX_VALUE));
      last.set(bounded);
      min.accumulateAndGet(bounded, Math::min);
      max.accumulateAndGet(bounded, Math::max);
      sets.increment();
    }

    @Override
    void write(long second, RunLogWriter log, IntervalListener listener) {
      if (sets.sumThenReset() == 0) {
        return;
      }
      long value = last.get();
      // A set racing the close may have reached some of the three atomics only: the value at the
      // close lies within the second's bounds in any case.
      long least = Math.min(min.getAndSet(Long.MAX_VALUE), value);
      long most = Math.max(max.getAndSet(Long.MIN_VALUE), value);
      log.customGauge(second, name, value, least, most);
      listener.customGauge(name, value);
    }
  }

  private static final class Trend extends Metric {

    /** One thread's recorder, and the interval it last gave back, which it takes again to fill. */
    private static final class Writer {
      final SingleWriterRecorder recorder = new SingleWriterRecorder(RunLogFormat.SIGNIFICANT_DIGITS);
      Histogram recycled;
    }

    private final List<Writer> writers = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Writer> own = ThreadLocal.withInitial(() -> {
      Writer writer = new Writer();
      writers.add(writer);
      return writer;
    });
    private final Histogram second = RunLogFormat.newHistogram();

    Trend(String name) {
      super(name);
    }

    @Override
    CustomMetric.Kind kind() {
      return CustomMetric.Kind.TREND;
    }

    @Override
    public void accept(long value) {
      own.get().recorder.recordValue(Math.min(value, CustomMetric.MAX_TREND_VALUE));
    }

    @Override
    void write(long second, RunLogWriter log, IntervalListener listener) {
      this.second.reset();
      for (Writer writer : writers) {
        writer.recycled = writer.recorder.getIntervalHistogram(writer.recycled);
        this.second.add(writer.recycled);
      }
      if (this.second.getTotalCount() > 0) {
        log.customTrend(second, name, this.second);
        listener.customTrend(name, this.second);
      }
    }
  }
}
