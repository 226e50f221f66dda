package io.throng.engine.testing;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Totals rebuilt from a run log alone, as the report does, for tests to compare with the server. */
public final class RunLogTotals {
  public long ok;
  public long ko;
  public long usersStarted;
  public long usersFinished;
  public String endReason;
  public long bytesSent;
  public long bytesReceived;
  /** KOs by "request: KIND message". */
  public final Map<String, Long> errors = new HashMap<>();
  /** Responses by "request: status". */
  public final Map<String, Long> statuses = new HashMap<>();
  /** Requests by "request: protocol" (h1, h2, ...). */
  public final Map<String, Long> protocols = new HashMap<>();
  /** OK + KO by request name. */
  public final Map<String, Long> requests = new HashMap<>();
  /** OK by request name. */
  public final Map<String, Long> okByName = new HashMap<>();
  /** Response times (microseconds), OK and KO, by request name. */
  public final Map<String, Histogram> responseTimes = new HashMap<>();
  /** Attempts lost on a stale connection and sent again, over the run. */
  public long retried;
  /** The same, by request name. */
  public final Map<String, Long> retriedByName = new HashMap<>();
  /** The abort-on-fail assertions that stopped the run: at most one. */
  public final List<RunLogEntry.Abort> aborts = new ArrayList<>();
  /** Crashed steps by "scenario: step exceptionClass message". */
  public final Map<String, Long> userErrors = new HashMap<>();

  /** Group durations by "group OK" and "group KO", merged over the run. */
  public final Map<String, Histogram> groupDurations = new HashMap<>();
  /** The same executions' cumulated response times, by "group OK" and "group KO". */
  public final Map<String, Histogram> groupCumulated = new HashMap<>();

  /** Executions of {@code group} that ended with {@code status}, 0 when none did. */
  public long groupCount(String group, RunLogEntry.Status status) {
    Histogram durations = groupDurations.get(group + " " + status);
    return durations == null ? 0 : durations.getTotalCount();
  }

  public static RunLogTotals of(Path runLog) throws IOException {
    RunLogTotals totals = new RunLogTotals();
    RunLogReader.read(runLog, totals::add);
    return totals;
  }

  private void add(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.Requests r) {
      if (r.status() == RunLogEntry.Status.OK) {
        ok += r.count();
        okByName.merge(r.name(), r.count(), Long::sum);
      } else {
        ko += r.count();
      }
      requests.merge(r.name(), r.count(), Long::sum);
      responseTimes.computeIfAbsent(r.name(), k -> RunLogFormat.newHistogram()).add(r.histogram());
    } else if (entry instanceof RunLogEntry.Groups g) {
      groupDurations.computeIfAbsent(g.name() + " " + g.status(), k -> RunLogFormat.newHistogram()).add(g.durations());
      groupCumulated.computeIfAbsent(g.name() + " " + g.status(), k -> RunLogFormat.newHistogram())
          .add(g.cumulatedResponseTimes());
    } else if (entry instanceof RunLogEntry.Retries r) {
      retried += r.count();
      retriedByName.merge(r.name(), r.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.Errors e) {
      errors.merge(e.name() + ": " + e.kind() + " " + e.message(), e.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.Protocols p) {
      protocols.merge(p.name() + ": " + p.protocol(), p.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.StatusCodes c) {
      statuses.merge(c.name() + ": " + c.code(), c.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.Users u) {
      usersStarted += u.started();
      usersFinished += u.finished();
    } else if (entry instanceof RunLogEntry.Traffic t) {
      bytesSent += t.bytesSent();
      bytesReceived += t.bytesReceived();
    } else if (entry instanceof RunLogEntry.Abort abort) {
      aborts.add(abort);
    } else if (entry instanceof RunLogEntry.UserErrors u) {
      userErrors.merge(u.scenarioName() + ": " + u.step() + " " + u.exceptionClass() + " " + u.message(), u.count(),
          Long::sum);
    } else if (entry instanceof RunLogEntry.RunEnd end) {
      endReason = end.reason();
    }
  }
}
