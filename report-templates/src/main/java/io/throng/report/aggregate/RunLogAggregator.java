package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry.Abort;
import io.throng.engine.runlog.RunLogEntry.Errors;
import io.throng.engine.runlog.RunLogEntry.Groups;
import io.throng.engine.runlog.RunLogEntry.Health;
import io.throng.engine.runlog.RunLogEntry.LateStarts;
import io.throng.engine.runlog.RunLogEntry.Requests;
import io.throng.engine.runlog.RunLogEntry.Retries;
import io.throng.engine.runlog.RunLogEntry.RunEnd;
import io.throng.engine.runlog.RunLogEntry.RunStart;
import io.throng.engine.runlog.RunLogEntry.ScenarioUsers;
import io.throng.engine.runlog.RunLogEntry.ServiceTimes;
import io.throng.engine.runlog.RunLogEntry.StatusCodes;
import io.throng.engine.runlog.RunLogEntry.Traffic;
import io.throng.engine.runlog.RunLogEntry.UserErrors;
import io.throng.engine.runlog.RunLogEntry.Users;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.runlog.ValidityRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Builds the {@link RunSummary} of one run log, or of the logs of several injectors merged into
 * one run. Each log's seconds are placed on one timeline by its {@code RUN} start: second
 * {@code s} of a log that started {@code d} ms after the earliest one becomes second
 * {@code s + round(d / 1000)}. Counts are summed, histograms added exactly (so merged percentiles
 * are those of one histogram of every response), errors and active users summed per second.
 * Several logs are also tallied one by one, for the run's breakdown by injector
 * ({@link RunSummary#injectors()}).
 *
 * <pre>{@code
 * RunSummary run = RunLogAggregator.aggregate(List.of(shard0.resolve("run.log"), shard1.resolve("run.log")));
 * }</pre>
 *
 * <p>The logs are read side by side, second by second, so memory holds one open second per log
 * and per request name, never a whole run of histograms.
 */
public final class RunLogAggregator {

  /** What {@link #second(RunLogEntry)} returns for a record that describes no second. */
  private static final long NO_SECOND = Long.MIN_VALUE;

  private RunLogAggregator() {}

  /**
   * The summary of the run in {@code runFolder}, the folder a run writes: its {@code run.log}.
   *
   * @throws IllegalArgumentException if the folder has no run log; the message names it
   */
  public static RunSummary aggregateFolder(Path runFolder) throws IOException {
    Path log = runFolder.resolve(RunLogFormat.FILE_NAME);
    if (!Files.isRegularFile(log)) {
      throw new IllegalArgumentException("run folder " + runFolder + " has no " + RunLogFormat.FILE_NAME
          + (Files.isDirectory(runFolder) ? "" : ": there is no such folder"));
    }
    return aggregate(log);
  }

  /** The summary of one run log; see {@link #aggregate(List)}. */
  public static RunSummary aggregate(Path runLog) throws IOException {
    return aggregate(List.of(runLog));
  }

  /**
   * Reads {@code runLogs} and returns the summary of them all as one run. The run is complete when
   * every log has an {@code END} record; it then ends with the last of them.
   *
   * @throws IOException if a log cannot be read
   * @throws IllegalArgumentException if {@code runLogs} is empty, or a file is not a readable run
   *     log or has no {@code RUN} record; the message names the file
   */
  public static RunSummary aggregate(List<Path> runLogs) throws IOException {
    return aggregate(runLogs, ResponseTimeRanges.configured());
  }

  /** As {@link #aggregate(List)}, counting OK response times in the bands of {@code ranges}. */
  public static RunSummary aggregate(List<Path> runLogs, ResponseTimeRanges ranges) throws IOException {
    if (runLogs.isEmpty()) {
      throw new IllegalArgumentException("runLogs must name at least one run log, was empty");
    }
    List<RunLogReader> streams = new ArrayList<>(runLogs.size());
    try {
      for (Path log : runLogs) {
        streams.add(RunLogReader.open(log));
      }
      return merge(runLogs, streams, ranges);
    } finally {
      for (RunLogReader stream : streams) {
        stream.close();
      }
    }
  }

  private static RunSummary merge(List<Path> runLogs, List<RunLogReader> streams, ResponseTimeRanges ranges)
      throws IOException {
    int n = streams.size();
    RunStart[] starts = new RunStart[n];
    for (int i = 0; i < n; i++) {
      if (!(streams.get(i).next() instanceof RunStart start)) {
        throw new IllegalArgumentException(runLogs.get(i)
            + " has no RUN record: the run was cut off before it started, there is nothing to report");
      }
      starts[i] = start;
    }
    long earliest = Long.MAX_VALUE;
    for (RunStart start : starts) {
      earliest = Math.min(earliest, start.startEpochMillis());
    }
    long[] offsets = new long[n];
    RunLogEntry[] heads = new RunLogEntry[n];
    for (int i = 0; i < n; i++) {
      offsets[i] = Math.floorDiv(starts[i].startEpochMillis() - earliest + 500, 1_000);
      heads[i] = streams.get(i).next();
    }
    RunTally tally = new RunTally(ranges);
    // One log is its own only injector: no breakdown, and no second tally of every record.
    InjectorTally[] injectors = new InjectorTally[n > 1 ? n : 0];
    Arrays.setAll(injectors, i -> new InjectorTally());
    RunEnd[] ends = new RunEnd[n];
    Optional<Ending.Abort> abort = Optional.empty();
    PlanWords plan = PlanWords.NONE;
    ValidityRules validityRules = null; // shards share the run's settings: the first log's rules stand
    for (int i = next(heads, offsets); i >= 0; i = next(heads, offsets)) {
      RunLogEntry entry = heads[i];
      if (i == 0) {
        plan = plan.with(entry); // shards describe the same whole plan: the first log's words stand
        if (entry instanceof RunLogEntry.Validity v) {
          validityRules = v.rules();
        }
      }
      if (entry instanceof RunEnd e) {
        ends[i] = e;
      } else if (entry instanceof RunLogEntry.CustomMetric m) {
        tally.declare(m);
      } else if (entry instanceof Abort a) {
        abort = earliest(abort, new Ending.Abort(a.second() + offsets[i], a.assertion(), a.actual(), a.expected()));
      } else if (second(entry) == NO_SECOND) {
        if (injectors.length > 0) {
          injectors[i].describe(entry);
        }
      } else {
        long merged = second(entry) + offsets[i];
        tally.add(merged, entry);
        if (injectors.length > 0) {
          injectors[i].add(merged, entry);
        }
      }
      heads[i] = streams.get(i).next();
    }
    ValidityRules rules = validityRules == null ? ValidityRules.defaults() : validityRules;
    List<InjectorSummary> injectorSummaries = new ArrayList<>(injectors.length);
    for (int i = 0; i < injectors.length; i++) {
      injectorSummaries.add(injectors[i].summary(i, offsets[i], starts[i].startEpochMillis(), ends[i], rules));
    }
    return tally.summary(starts[0].simulationName(), plan, earliest, ending(ends, abort), n, injectorSummaries,
        rules);
  }

  /** The stream whose next record comes first on the merged timeline, or -1 when all ended. */
  private static int next(RunLogEntry[] heads, long[] offsets) {
    int first = -1;
    long firstKey = Long.MAX_VALUE;
    for (int i = 0; i < heads.length; i++) {
      if (heads[i] != null && (first < 0 || key(heads[i], offsets[i]) < firstKey)) {
        first = i;
        firstKey = key(heads[i], offsets[i]);
      }
    }
    return first;
  }

  /** Records by their merged second; {@code END} after them all; a stray {@code RUN} at once. */
  private static long key(RunLogEntry entry, long offset) {
    if (entry instanceof RunEnd) {
      return Long.MAX_VALUE;
    }
    long second = second(entry);
    return second == NO_SECOND ? Long.MIN_VALUE : second + offset;
  }

  /** The second a per-second record describes, in its own log; {@link #NO_SECOND} for the others. */
  private static long second(RunLogEntry entry) {
    if (entry instanceof Requests r) {
      return r.second();
    } else if (entry instanceof ServiceTimes s) {
      return s.second();
    } else if (entry instanceof StatusCodes s) {
      return s.second();
    } else if (entry instanceof Errors e) {
      return e.second();
    } else if (entry instanceof Retries r) {
      return r.second();
    } else if (entry instanceof RunLogEntry.Protocols p) {
      return p.second();
    } else if (entry instanceof Users u) {
      return u.second();
    } else if (entry instanceof ScenarioUsers u) {
      return u.second();
    } else if (entry instanceof RunLogEntry.UsersPeak p) {
      return p.second();
    } else if (entry instanceof RunLogEntry.ScenarioUsersPeak p) {
      return p.second();
    } else if (entry instanceof LateStarts l) {
      return l.second();
    } else if (entry instanceof Health h) {
      return h.second();
    } else if (entry instanceof Traffic t) {
      return t.second();
    } else if (entry instanceof UserErrors u) {
      return u.second();
    } else if (entry instanceof Groups g) {
      return g.second();
    } else if (entry instanceof RunLogEntry.CustomCounter c) {
      return c.second();
    } else if (entry instanceof RunLogEntry.CustomGauge g) {
      return g.second();
    } else if (entry instanceof RunLogEntry.CustomTrend t) {
      return t.second();
    }
    return NO_SECOND;
  }

  /** Of the shards that an assertion stopped, the first one stopped says why the run ended early. */
  private static Optional<Ending.Abort> earliest(Optional<Ending.Abort> known, Ending.Abort next) {
    return known.filter(k -> k.second() <= next.second()).or(() -> Optional.of(next));
  }

  private static Optional<Ending> ending(RunEnd[] ends, Optional<Ending.Abort> abort) {
    long last = Long.MIN_VALUE;
    for (RunEnd end : ends) {
      if (end == null) {
        return Optional.empty();
      }
      last = Math.max(last, end.endEpochMillis());
    }
    String reasons = Arrays.stream(ends).map(RunEnd::reason).distinct()
        .collect(Collectors.joining(", "));
    return Optional.of(new Ending(last, reasons, abort));
  }
}
