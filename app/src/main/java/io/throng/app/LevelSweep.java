package io.throng.app;

import io.throng.engine.Engine;
import io.throng.report.SweepGenerator;
import io.throng.report.SweepLevel;
import io.throng.report.SweepLimit;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs one simulation at a series of load levels, one after another, and writes their sweep
 * report: level {@code v} is a run with {@code -Dloadtest.<parameter>=v}, in a folder
 * {@code <parameter>-v} of the output directory, and after each level {@code sweep.html} is
 * rewritten over the levels run so far, so an interrupted sweep still has its page. Immutable;
 * each method returns a new sweep.
 *
 * <pre>{@code
 * LevelSweep.of("threads", "100,500,1000,1500,3000", Path.of("target/loadtest/sweep"))
 *     .maxErrorPercent("1").maxP99("1s").stopAtFirstBreak(true)
 *     .run(levelRun, System.out::println);
 * }</pre>
 *
 * <p>How a level runs is the caller's: {@code loadtest:sweep} forks a JVM through the Maven
 * plugin, {@code Main sweep} forks one on its own class path ({@link ForkedLevel}).
 */
public final class LevelSweep {

  /**
   * Runs the simulation at one level.
   *
   * @param <E> what the runner throws when the level could not run to the end
   */
  @FunctionalInterface
  public interface LevelRun<E extends Exception> {

    /**
     * Runs the simulation with {@code -Dloadtest.<parameter>=<value>}, writing its run folder
     * under {@code resultsDirectory}. A level whose assertions failed has run: that is no reason
     * to throw.
     *
     * @throws E when the level could not run to the end; the sweep stops there
     */
    void run(String parameter, String value, Path resultsDirectory) throws E;
  }

  /**
   * How a sweep ended.
   *
   * @param page the written {@code sweep.html}
   * @param verdict {@code Highest level that held: threads=1000. ...}; empty without a limit
   * @param notRun the levels left out after the first break, as {@code threads=3000}
   */
  public record Outcome(Path page, String verdict, List<String> notRun) {

    public Outcome {
      notRun = List.copyOf(notRun);
    }
  }

  private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*");
  private static final Pattern TIME = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s)?");

  private final String parameter;
  private final List<String> levels;
  private final Path outputDirectory;
  private final SweepLimit limit;
  private final boolean stopAtFirstBreak;

  private LevelSweep(String parameter, List<String> levels, Path outputDirectory, SweepLimit limit,
      boolean stopAtFirstBreak) {
    this.parameter = parameter;
    this.levels = levels;
    this.outputDirectory = outputDirectory;
    this.limit = limit;
    this.stopAtFirstBreak = stopAtFirstBreak;
  }

  /**
   * A sweep of {@code parameter} over {@code levels} (separated by commas, lightest first), with
   * no limit, writing into {@code outputDirectory}.
   *
   * @throws IllegalArgumentException if {@code parameter} is not a configuration key, or the
   *     levels are missing or name one folder twice
   */
  public static LevelSweep of(String parameter, String levels, Path outputDirectory) {
    if (parameter == null || !KEY.matcher(parameter).matches()) {
      throw new IllegalArgumentException("parameter must be a configuration key such as threads, was "
          + (parameter == null ? "none" : "'" + parameter + "'"));
    }
    List<String> values = levels == null ? List.of()
        : Stream.of(levels.split(",")).map(String::strip).filter(level -> !level.isEmpty()).toList();
    if (values.isEmpty()) {
      throw new IllegalArgumentException("levels must be >= 1, was 0: give them lightest first, separated by commas,"
          + " such as 100,500,1000");
    }
    Map<String, String> byFolder = new HashMap<>();
    for (String value : values) {
      String other = byFolder.put(folderName(parameter, value), value);
      if (other != null) {
        throw new IllegalArgumentException("levels must differ, was " + (other.equals(value) ? value + " twice"
            : other + " and " + value + ", which share the folder " + folderName(parameter, value)));
      }
    }
    return new LevelSweep(parameter, values, outputDirectory, SweepLimit.none(), false);
  }

  /**
   * Where a sweep of {@code simulation} goes by default: {@code <simulation>-sweep-<time>} in
   * {@code resultsDirectory}, named as the engine names run folders.
   */
  public static Path defaultDirectory(Path resultsDirectory, String simulation) {
    String simpleName = simulation.substring(simulation.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    return resultsDirectory.resolve(simpleName + "-sweep-" + LocalDateTime.now().format(Engine.FOLDER_TIME));
  }

  /**
   * This sweep, where a level holds only with at most {@code percent} of failed requests, such
   * as {@code 1} or {@code 1%}.
   *
   * @throws IllegalArgumentException if {@code percent} is not a number between 0 and 100
   */
  public LevelSweep maxErrorPercent(String percent) {
    return new LevelSweep(parameter, levels, outputDirectory, maxErrorPercent(limit, percent), stopAtFirstBreak);
  }

  /**
   * This sweep, where a level holds only with a p99 response time of at most {@code time}:
   * {@code 1500ms}, {@code 1.5s} or {@code 1500} (milliseconds).
   *
   * @throws IllegalArgumentException if {@code time} is not such a time or not positive
   */
  public LevelSweep maxP99(String time) {
    return new LevelSweep(parameter, levels, outputDirectory, maxP99(limit, time), stopAtFirstBreak);
  }

  /** This sweep, stopping after the first level that broke the limit when {@code stop} is true. */
  public LevelSweep stopAtFirstBreak(boolean stop) {
    return new LevelSweep(parameter, levels, outputDirectory, limit, stop);
  }

  /**
   * Runs each level with {@code level}, lightest first, rewriting the sweep report after each;
   * with {@code stopAtFirstBreak}, stops after the first level that did not hold (over the limit,
   * or not a valid run). Progress, each level's verdict, the sweep's verdict and the page's path
   * go to {@code log}, one line each.
   *
   * @throws E when a level could not run to the end: the page covers the levels before it
   * @throws IOException if a level wrote no run folder, or the report cannot be written
   */
  public <E extends Exception> Outcome run(LevelRun<E> level, Consumer<String> log) throws E, IOException {
    List<SweepLevel> done = new ArrayList<>(levels.size());
    SweepGenerator.Result result = null;
    for (String value : levels) {
      String label = label(value);
      Path results = outputDirectory.resolve(folderName(parameter, value));
      log.accept("Sweep level " + (done.size() + 1) + " of " + levels.size() + ": " + label);
      level.run(parameter, value, results);
      done.add(new SweepLevel(label, runFolder(results, label)));
      result = SweepGenerator.write(done, limit, outputDirectory);
      String verdict = result.levelVerdicts().get(done.size() - 1);
      if (!verdict.isEmpty()) {
        log.accept(label + ": " + verdict);
      }
      if (stopAtFirstBreak && result.limitBroken()) {
        break;
      }
    }
    List<String> notRun = levels.subList(done.size(), levels.size()).stream().map(this::label).toList();
    if (!notRun.isEmpty()) {
      log.accept("Stopped at the first level that did not hold; not run: " + String.join(", ", notRun));
    }
    if (!result.verdict().isEmpty()) {
      log.accept(result.verdict());
    }
    result.markdown().lines().forEach(log);
    log.accept("Sweep: " + result.page().toAbsolutePath());
    return new Outcome(result.page(), result.verdict(), notRun);
  }

  /** {@code limit}, also holding failed requests to {@code text} percent, such as {@code 5} or {@code 5%}. */
  static SweepLimit maxErrorPercent(SweepLimit limit, String text) {
    double percent;
    try {
      percent = Double.parseDouble(text.strip().replace("%", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number such as 5");
    }
    return limit.maxErrorPercent(percent);
  }

  /** {@code limit}, also holding the p99 to {@code text}; see {@link #time(String)}. */
  static SweepLimit maxP99(SweepLimit limit, String text) {
    return limit.maxP99(time(text));
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

  /** How a level is called on the page and in the console: {@code threads=1000}. */
  private String label(String value) {
    return parameter + "=" + value;
  }

  /** {@code threads-1000}: a level's folder, with characters a file name cannot hold replaced. */
  private static String folderName(String parameter, String value) {
    return parameter + "-" + value.replaceAll("[^A-Za-z0-9._-]+", "_");
  }

  /** The run folder the level wrote under {@code results}, as the outcome it left there names it. */
  private static Path runFolder(Path results, String label) throws IOException {
    Path file = results.resolve(RunOutcomeFile.FILE_NAME);
    Optional<Path> folder = Files.isRegularFile(file) ? RunOutcomeFile.read(file).runFolder() : Optional.empty();
    if (folder.isEmpty() || !Files.isRegularFile(folder.get().resolve(RunFiles.RUN_LOG))) {
      throw new IOException("level " + label + " wrote no run folder with a " + RunFiles.RUN_LOG + " under "
          + results.toAbsolutePath() + ": its output above says why");
    }
    return folder.get();
  }
}
