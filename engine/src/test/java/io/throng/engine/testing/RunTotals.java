package io.throng.engine.testing;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Totals rebuilt from a run log alone, as the report builds them. */
public final class RunTotals {

  public long ok;
  public long ko;
  /** OK counts per request name. */
  public final Map<String, Long> okByName = new HashMap<>();
  /** KO counts per request name. */
  public final Map<String, Long> koByName = new HashMap<>();
  /** Error counts keyed {@code name: message}. */
  public final Map<String, Long> errors = new HashMap<>();
  /** Status counts keyed {@code name: code}. */
  public final Map<String, Long> statuses = new HashMap<>();
  public String endReason;

  public static RunTotals of(Path runLog) throws IOException {
    RunTotals totals = new RunTotals();
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.Requests r) {
        if (r.status() == RunLogEntry.Status.OK) {
          totals.ok += r.count();
          totals.okByName.merge(r.name(), r.count(), Long::sum);
        } else {
          totals.ko += r.count();
          totals.koByName.merge(r.name(), r.count(), Long::sum);
        }
      } else if (entry instanceof RunLogEntry.Errors e) {
        totals.errors.merge(e.name() + ": " + e.message(), e.count(), Long::sum);
      } else if (entry instanceof RunLogEntry.StatusCodes c) {
        totals.statuses.merge(c.name() + ": " + c.code(), c.count(), Long::sum);
      } else if (entry instanceof RunLogEntry.RunEnd end) {
        totals.endReason = end.reason();
      }
    });
    return totals;
  }
}
