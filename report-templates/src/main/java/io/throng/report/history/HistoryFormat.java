package io.throng.report.history;

import io.throng.report.baseline.BaselineMetric;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The history file: one CSV row per run, one column per scope and metric, the layout Apache Otava
 * (formerly Hunter) reads with a {@code type: csv} test, whose {@code time_column}, {@code
 * attributes} and {@code metrics} name columns of the one header row.
 *
 * <pre>
 * time,simulation,run,label,all.p50,all.p95,all.p99,all.errorPercent,all.throughput,request hello.p50,...
 * 2026-12-03 10:43:58 +0000,Paced,paced-20261203-104358,3f2a91c,61.994,80.127,95.001,0.000,29.412,61.994,...
 * </pre>
 *
 * <ul>
 *   <li>UTF-8, {@code \n} line ends, comma separated; a field holding a comma or a {@code "} is
 *       quoted with {@code "} and its quotes doubled (RFC 4180); line breaks in names become spaces.
 *   <li>{@code time}: when the run started, UTC, {@code yyyy-MM-dd HH:mm:ss +0000}.
 *   <li>{@code simulation}: the simulation's name as its run log gives it; one per file.
 *   <li>{@code run}: the run folder's name; {@code label}: {@code loadtest.historyLabel} or the CI's
 *       commit, possibly empty.
 *   <li>Then {@code <scope>.<metric>} for every scope of the run (in the order all, each request,
 *       each group; {@code request hello}, {@code group Checkout}) and every {@link BaselineMetric}
 *       key: {@code p50}, {@code p95}, {@code p99} in milliseconds, {@code errorPercent} in percent,
 *       {@code throughput} in requests per second, each with three decimals.
 * </ul>
 *
 * <p>The header is the file's contract: a run whose scopes differ from it is refused, since Otava
 * needs a value in every metric column of every row.
 */
public final class HistoryFormat {

  /** The columns before the metrics, which Otava takes as its time column and attributes. */
  public static final List<String> ATTRIBUTES = List.of("time", "simulation", "run", "label");

  /** The time column, Otava's {@code time_column}. */
  public static final String TIME = "time";

  private static final DateTimeFormatter TIME_FORMAT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xx", Locale.ROOT).withZone(ZoneOffset.UTC);

  private HistoryFormat() {}

  /** The metric column of {@code metric} in the scope titled {@code scope}: {@code request hello.p95}. */
  public static String column(String scope, BaselineMetric metric) {
    return scope + "." + metric.key();
  }

  /**
   * The scope and metric of a metric column.
   *
   * @throws IllegalArgumentException if it is no {@code <scope>.<metric>} with a known metric
   */
  static Column parseColumn(String column, Path file) {
    int dot = column.lastIndexOf('.');
    Optional<BaselineMetric> metric = dot <= 0 ? Optional.empty()
        : List.of(BaselineMetric.values()).stream().filter(m -> m.key().equals(column.substring(dot + 1))).findFirst();
    if (metric.isEmpty()) {
      throw new IllegalArgumentException("history " + file + " has a column '" + column + "' that is no"
          + " <scope>.<metric> Throng writes (metrics: p50, p95, p99, errorPercent, throughput): pass a file"
          + " that loadtest.history wrote");
    }
    return new Column(column.substring(0, dot), metric.get());
  }

  /** A metric column split into its scope title and metric. */
  record Column(String scope, BaselineMetric metric) {}

  static String time(Instant time) {
    return TIME_FORMAT.format(time);
  }

  static Instant parseTime(String text, Path file, int line) {
    try {
      return Instant.from(TIME_FORMAT.parse(text));
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("history " + file + " line " + line + ": time '" + text + "' is not"
          + " yyyy-MM-dd HH:mm:ss +0000: the file was not written by loadtest.history, or was edited");
    }
  }

  /** {@code value}, in the unit {@link BaselineMetric#of} gives it, as the file writes it. */
  static String value(BaselineMetric metric, double value) {
    return String.format(Locale.ROOT, "%.3f", metric.isResponseTime() ? value / 1_000 : value);
  }

  /** A value as the file writes it, back in the unit {@link BaselineMetric#of} gives it. */
  static double parseValue(BaselineMetric metric, String text, String column, Path file, int line) {
    double value;
    try {
      value = Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("history " + file + " line " + line + ": " + column + " is '" + text
          + "', no number: fix or remove that line");
    }
    return metric.isResponseTime() ? value * 1_000 : value;
  }

  /** One CSV line of {@code fields}, with its line end. */
  static String line(List<String> fields) {
    StringBuilder line = new StringBuilder();
    for (String field : fields) {
      if (line.length() > 0) {
        line.append(',');
      }
      String flat = field.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
      if (flat.contains(",") || flat.contains("\"")) {
        line.append('"').append(flat.replace("\"", "\"\"")).append('"');
      } else {
        line.append(flat);
      }
    }
    return line.append('\n').toString();
  }

  /**
   * The fields of one CSV line, quotes undone.
   *
   * @throws IllegalArgumentException naming the file and line if a quoted field is not closed
   */
  static List<String> fields(String line, Path file, int number) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    if (quoted) {
      throw new IllegalArgumentException("history " + file + " line " + number + " has a quote that is not"
          + " closed: the line was cut off or edited; fix or remove it");
    }
    fields.add(field.toString());
    return fields;
  }
}
