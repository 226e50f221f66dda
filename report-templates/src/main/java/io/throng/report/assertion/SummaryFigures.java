package io.throng.report.assertion;

import io.throng.engine.assertion.RequestFigures;
import io.throng.engine.assertion.RunFigures;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A run's final aggregates as the figures the engine's assertion evaluator reads: the report
 * judges assertions with the same logic a run under way uses for abort-on-fail ones.
 *
 * <pre>{@code
 * AssertionEvaluator.evaluate(assertions, new SummaryFigures(RunLogAggregator.aggregate(runLog)));
 * }</pre>
 */
final class SummaryFigures implements RunFigures {

  private final RunSummary run;

  SummaryFigures(RunSummary run) {
    this.run = run;
  }

  @Override
  public RequestFigures total() {
    return new Request(run.total());
  }

  @Override
  public SortedMap<String, Request> requests() {
    SortedMap<String, Request> byName = new TreeMap<>();
    run.requests().forEach(request -> byName.put(request.name(), new Request(request)));
    return byName;
  }

  @Override
  public SortedMap<String, Request> groups() {
    SortedMap<String, Request> byName = new TreeMap<>();
    run.groups().forEach(group -> byName.put(group.name(), new Request(group)));
    return byName;
  }

  /** One request summary's figures, or a group's: its executions and their durations. */
  private final class Request implements RequestFigures {
    private final RequestSummary summary;

    Request(RequestSummary summary) {
      this.summary = summary;
    }

    @Override
    public long ok() {
      return summary.ok();
    }

    @Override
    public long ko() {
      return summary.ko();
    }

    @Override
    public double minMicros() {
      return summary.times().minMicros();
    }

    @Override
    public double maxMicros() {
      return summary.times().maxMicros();
    }

    @Override
    public double meanMicros() {
      return summary.times().meanMicros();
    }

    @Override
    public double stdDevMicros() {
      return summary.times().stdDevMicros();
    }

    @Override
    public double percentileMicros(double percentile) {
      return summary.times().percentiles().percentileMicros(percentile);
    }

    @Override
    public double meanPerSecond() {
      return run.meanTps(summary);
    }

    @Override
    public long peakPerSecond() {
      return summary.peak().map(SecondStats::total).orElse(0L);
    }
  }
}
