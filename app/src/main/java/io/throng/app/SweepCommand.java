package io.throng.app;

import io.throng.report.SweepGenerator;
import io.throng.report.SweepLevel;
import io.throng.report.SweepLimit;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the report of a sweep — run folders of increasing load levels, lightest first — from the
 * command line, with {@link SweepGenerator}:
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.SweepCommand --out target/loadtest/sweep --max-error-percent 5 \
 *     "100 threads=runs/t100" "500 threads=runs/t500" "1000 threads=runs/t1000"
 * }</pre>
 *
 * <p>Each level is {@code label=folder}, or a bare folder labelled by its name. The last line is
 * {@code Sweep: <path of sweep.html>}; whether a level broke the limit is in the page and in
 * {@code sweep.json}, not in the exit status.
 */
public final class SweepCommand extends ReportCommand {

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.SweepCommand --out <dir> [--max-error-percent <p>] \
      [--max-p99 <time>] [label=]<run folder> ...
        --out                where sweep.html, sweep.json and report.css go; each level's folder
                             gets its own index.html if it has none
        --max-error-percent  a level holds with at most this % of failed requests, such as 5
        --max-p99            a level holds with a p99 at most this long: 1500ms, 1.5s or 1500 (ms)
        levels are label=folder (such as "1000 threads=runs/t1000") or a folder, lightest first""";

  private static final Pattern TIME = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s)?");

  SweepCommand() {
    super(USAGE, "--out", "--max-error-percent", "--max-p99");
  }

  public static void main(String[] args) {
    exit(new SweepCommand(), args);
  }

  @Override
  int execute(CommandLine line, PrintStream out) throws IOException {
    Path outputDirectory = outputDirectory(line, SweepGenerator.PAGE_FILE);
    if (line.operands().isEmpty()) {
      throw new IllegalArgumentException("levels must be >= 1, was 0: give each level's run folder, lightest first");
    }
    SweepLimit limit = SweepLimit.none();
    Optional<String> errors = line.option("--max-error-percent");
    if (errors.isPresent()) {
      limit = limited("--max-error-percent", errors.get(), limit, (l, text) -> l.maxErrorPercent(percent(text)));
    }
    Optional<String> p99 = line.option("--max-p99");
    if (p99.isPresent()) {
      limit = limited("--max-p99", p99.get(), limit, (l, text) -> l.maxP99(time(text)));
    }
    List<SweepLevel> levels = line.operands().stream().map(SweepLevel::parse).toList();
    Path page = SweepGenerator.generate(levels, limit, outputDirectory);
    out.println("Sweep: " + page.toAbsolutePath());
    return OK;
  }

  /** {@code limit} with the part set by {@code option}; a bad value's message names the option. */
  private static SweepLimit limited(String option, String value, SweepLimit limit,
      BiFunction<SweepLimit, String, SweepLimit> set) {
    try {
      return set.apply(limit, value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(option + " " + value + ": " + e.getMessage(), e);
    }
  }

  private static double percent(String text) {
    try {
      return Double.parseDouble(text.strip().replace("%", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number such as 5");
    }
  }

  /** {@code 1500ms}, {@code 1.5s} or {@code 1500} (milliseconds), to the nanosecond. */
  static Duration time(String text) {
    Matcher m = TIME.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("not a time such as 1500ms or 1.5s");
    }
    BigDecimal millis = new BigDecimal(m.group(1)).multiply("s".equals(m.group(2)) ? BigDecimal.valueOf(1_000) : BigDecimal.ONE);
    return Duration.ofNanos(millis.movePointRight(6).longValue());
  }
}
