package io.throng.engine;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Totals rebuilt from a run log alone, as the report does, for tests to compare with the server. */
final class RunLogTotals {
  long ok;
  long ko;
  long usersStarted;
  long usersFinished;
  String endReason;
  /** KOs by "request: KIND message". */
  final Map<String, Long> errors = new HashMap<>();
  /** Responses by "request: status". */
  final Map<String, Long> statuses = new HashMap<>();
  /** OK + KO by request name. */
  final Map<String, Long> requests = new HashMap<>();

  static RunLogTotals of(Path runLog) throws IOException {
    RunLogTotals totals = new RunLogTotals();
    RunLogReader.read(runLog, totals::add);
    return totals;
  }

  private void add(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.Requests r) {
      if (r.status() == RunLogEntry.Status.OK) {
        ok += r.count();
      } else {
        ko += r.count();
      }
      requests.merge(r.name(), r.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.Errors e) {
      errors.merge(e.name() + ": " + e.kind() + " " + e.message(), e.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.StatusCodes c) {
      statuses.merge(c.name() + ": " + c.code(), c.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.Users u) {
      usersStarted += u.started();
      usersFinished += u.finished();
    } else if (entry instanceof RunLogEntry.RunEnd end) {
      endReason = end.reason();
    }
  }
}
