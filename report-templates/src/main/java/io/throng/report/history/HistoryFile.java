package io.throng.report.history;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Appends runs to a history file ({@link HistoryFormat}) and reads it back. Appending holds an
 * exclusive lock on the file, writes the header only into an empty file, and refuses a row whose
 * columns or simulation differ from the file's, so the file stays one Otava test.
 *
 * <pre>{@code
 * HistoryFile.append(Path.of("src/test/loadtest/history/Smoke.csv"), row);
 * History history = HistoryFile.read(Path.of("src/test/loadtest/history/Smoke.csv"));
 * }</pre>
 */
public final class HistoryFile {

  private HistoryFile() {}

  /**
   * Appends {@code row} to {@code file}, creating it and its folder with the header when missing.
   *
   * @throws IllegalArgumentException if the file's header has other columns than the row, holds
   *     another simulation, is no history, or ends in the middle of a line
   */
  public static void append(Path file, HistoryRow row) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
        StandardOpenOption.WRITE)) {
      // Held until the channel closes: another process appending meanwhile waits for this row.
      channel.lock();
      String text = content(channel);
      String line = row.line();
      if (text.isEmpty()) {
        line = HistoryFormat.line(row.header()) + line;
      } else {
        requireSameFile(file, text, row);
      }
      ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
      long position = channel.size();
      while (bytes.hasRemaining()) {
        position += channel.write(bytes, position);
      }
    }
  }

  /**
   * Checks, before a run, that {@code file} is missing, empty or a history, so that a wrong path
   * fails before the run rather than after it.
   *
   * @throws IllegalArgumentException if it holds something else
   */
  public static void requireHistoryOrNone(Path file) throws IOException {
    if (!Files.exists(file)) {
      return;
    }
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException("history " + file + " is a folder: name a .csv file, such as "
          + file.resolve("{simulation}.csv"));
    }
    String text = Files.readString(file, StandardCharsets.UTF_8);
    if (!text.isEmpty()) {
      header(file, text);
    }
  }

  /**
   * The history in {@code file}.
   *
   * @throws IllegalArgumentException if it is missing, empty, not a history, or a line does not
   *     fit its header; the message names the file and line
   */
  public static History read(Path file) throws IOException {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("history " + file + " does not exist: runs append to it with"
          + " -Dloadtest.history=" + file);
    }
    if (text.isBlank()) {
      throw new IllegalArgumentException("history " + file + " is empty: runs append to it with -Dloadtest.history="
          + file);
    }
    List<String> header = header(file, text);
    List<HistoryFormat.Column> columns = new ArrayList<>();
    for (String column : header.subList(HistoryFormat.ATTRIBUTES.size(), header.size())) {
      columns.add(HistoryFormat.parseColumn(column, file));
    }
    List<HistoryRow> rows = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 1; i < lines.length; i++) {
      if (!lines[i].isEmpty()) {
        rows.add(row(file, i + 1, lines[i], header, columns));
      }
    }
    return new History(file, header.subList(HistoryFormat.ATTRIBUTES.size(), header.size()), rows);
  }

  private static HistoryRow row(Path file, int number, String line, List<String> header,
      List<HistoryFormat.Column> columns) {
    List<String> fields = HistoryFormat.fields(line, file, number);
    if (fields.size() != header.size()) {
      throw new IllegalArgumentException("history " + file + " line " + number + " has " + fields.size()
          + " fields, its header " + header.size() + ": fix or remove that line");
    }
    int first = HistoryFormat.ATTRIBUTES.size();
    Map<String, Double> values = new LinkedHashMap<>();
    for (int i = 0; i < columns.size(); i++) {
      String column = header.get(first + i);
      values.put(column, HistoryFormat.parseValue(columns.get(i).metric(), fields.get(first + i), column, file, number));
    }
    return new HistoryRow(HistoryFormat.parseTime(fields.get(0), file, number), fields.get(1), fields.get(2),
        fields.get(3), values);
  }

  private static void requireSameFile(Path file, String text, HistoryRow row) {
    if (!text.endsWith("\n")) {
      throw new IllegalArgumentException("history " + file + " ends in the middle of a line (a run was cut off"
          + " while appending): remove its last line, then run again");
    }
    List<String> header = header(file, text);
    if (!header.equals(row.header())) {
      Set<String> added = new LinkedHashSet<>(row.header());
      header.forEach(added::remove);
      Set<String> missing = new LinkedHashSet<>(header);
      row.header().forEach(missing::remove);
      throw new IllegalArgumentException("history " + file + " has other columns than run " + row.run()
          + (added.isEmpty() ? "" : "; new in this run: " + String.join(", ", added))
          + (missing.isEmpty() ? "" : "; missing from this run: " + String.join(", ", missing))
          + (added.isEmpty() && missing.isEmpty() ? " (in another order)" : "")
          + ". A history keeps one set of columns, as Otava reads one header per file: when the simulation's"
          + " requests or groups changed, move " + file + " aside and start a new one");
    }
    int firstRowEnd = text.indexOf('\n', text.indexOf('\n') + 1);
    if (firstRowEnd > 0) {
      String first = text.substring(text.indexOf('\n') + 1, firstRowEnd);
      String simulation = HistoryFormat.fields(first, file, 2).get(1);
      if (!simulation.equals(row.simulation())) {
        throw new IllegalArgumentException("history " + file + " holds runs of " + simulation + ", but run "
            + row.run() + " is of " + row.simulation() + ": give each simulation its own file, such as"
            + " loadtest.history = \"src/test/loadtest/history/{simulation}.csv\"");
      }
    }
  }

  /** The header of a history's {@code text}, checked to start with {@link HistoryFormat#ATTRIBUTES}. */
  private static List<String> header(Path file, String text) {
    int end = text.indexOf('\n');
    List<String> header = HistoryFormat.fields(end < 0 ? text : text.substring(0, end), file, 1);
    if (header.size() < HistoryFormat.ATTRIBUTES.size()
        || !header.subList(0, HistoryFormat.ATTRIBUTES.size()).equals(HistoryFormat.ATTRIBUTES)) {
      throw new IllegalArgumentException("history " + file + " is no Throng history: its header does not start"
          + " with " + String.join(",", HistoryFormat.ATTRIBUTES) + "; name a new file or one loadtest.history wrote");
    }
    return header;
  }

  private static String content(FileChannel channel) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(Math.toIntExact(channel.size()));
    long position = 0;
    while (buffer.hasRemaining()) {
      int read = channel.read(buffer, position);
      if (read < 0) {
        break;
      }
      position += read;
    }
    return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
  }
}
