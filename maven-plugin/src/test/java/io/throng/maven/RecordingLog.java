package io.throng.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.SystemStreamLog;

/** A Maven log that keeps its info and warning lines, level first, and prints them too. */
public final class RecordingLog extends SystemStreamLog {

  private static final String INFO = "[info] ";
  private static final String WARN = "[warn] ";

  /** Every info and warning line, in order: {@code [info] ...}, {@code [warn] ...}. */
  public final List<String> lines = new ArrayList<>();

  @Override
  public void info(CharSequence content) {
    lines.add(INFO + content);
    super.info(content);
  }

  @Override
  public void warn(CharSequence content) {
    lines.add(WARN + content);
    super.warn(content);
  }

  public List<String> infos() {
    return of(INFO);
  }

  public List<String> warnings() {
    return of(WARN);
  }

  private List<String> of(String level) {
    return lines.stream().filter(line -> line.startsWith(level)).map(line -> line.substring(level.length())).toList();
  }
}
