package io.throng.report.history;

import java.nio.file.Path;
import java.util.List;

/**
 * A history file as read: its metric columns in the header's order and its runs, oldest first.
 *
 * @param columns the metric columns, {@code all.p50} ... (the attributes left out)
 */
public record History(Path file, List<String> columns, List<HistoryRow> rows) {

  public History {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
  }
}
