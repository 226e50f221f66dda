package io.throng.app;

import io.throng.report.SweepGenerator;
import io.throng.report.SweepLevel;
import io.throng.report.SweepLimit;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * A sweep from the command line: runs a simulation at a series of load levels, one new JVM per
 * level, then writes one report over them with {@link LevelSweep}; or, given finished run folders
 * of increasing load levels, only writes that report with {@link SweepGenerator}:
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main sweep --simulation ThreadGroupSweep --parameter threads \
 *     --levels 100,500,1000,1500,3000 --max-error-percent 1 --stop-at-first-break
 * java -cp <classpath> io.throng.app.Main sweep --out target/loadtest/sweep --max-error-percent 5 \
 *     "100 threads=runs/t100" "500 threads=runs/t500" "1000 threads=runs/t1000"
 * }</pre>
 *
 * <p>A finished level is {@code label=folder}, or a bare folder labelled by its name. The last line
 * is {@code Sweep: <path of sweep.html>}; whether a level broke the limit is in the page, in
 * {@code sweep.json} and on the console, not in the exit status.
 */
public final class SweepCommand extends ReportCommand {

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main sweep --simulation <name> --parameter <key> --levels <l1,l2,...> \
      [--max-error-percent <p>] [--max-p99 <time>] [--stop-at-first-break] [--out <dir>] [--results-dir <dir>] \
      [--config <file>]
             java -cp <classpath> io.throng.app.Main sweep --out <dir> [--max-error-percent <p>] [--max-p99 <time>] \
      [label=]<run folder> ...
        --simulation           run the sweep: the simulation runs once per level, each time in a new JVM on
                               this class path with this JVM's -Dloadtest.* properties
        --parameter            the setting each level sets, -Dloadtest.<parameter>=<level>, such as threads
        --levels               the levels, lightest first, separated by commas, such as 100,500,1000
        --stop-at-first-break  stop after the first level that did not hold; the page states the highest that held
        --results-dir          where the sweep's folder goes unless --out is given; default target/loadtest
        --config               a HOCON file every level's run uses, as Main's --config
        --out                  where sweep.html, sweep.json and report.css go; a running sweep puts each
                               level's run in a folder <parameter>-<level> there (default: a folder
                               <simulation>-sweep-<time> in --results-dir); finished levels each get an
                               index.html if they have none
        --max-error-percent    a level holds with at most this % of failed requests, such as 5
        --max-p99              a level holds with a p99 at most this long: 1500ms, 1.5s or 1500 (ms)
        without --simulation, levels are finished runs, label=folder (such as "1000 threads=runs/t1000") or a
        folder, lightest first""";

  private static final String RUN = "--simulation";
  private static final String STOP = "--stop-at-first-break";
  private static final List<String> RUN_ONLY = List.of("--parameter", "--levels", STOP, "--results-dir", "--config");

  SweepCommand() {
    super(USAGE, Set.of(STOP), RUN, "--parameter", "--levels", "--results-dir", "--config", "--out",
        "--max-error-percent", "--max-p99");
  }

  public static void main(String[] args) {
    exit(new SweepCommand(), args);
  }

  @Override
  ExitStatus execute(CommandLine line, PrintStream out) throws IOException {
    Optional<String> simulation = line.option(RUN);
    if (simulation.isPresent()) {
      return runLevels(line, simulation.get(), out);
    }
    Path outputDirectory = outputDirectory(line, SweepGenerator.PAGE_FILE);
    RUN_ONLY.stream().filter(option -> line.options().containsKey(option)).findFirst().ifPresent(option -> {
      throw new IllegalArgumentException(option + " goes with --simulation: without it, the levels are finished run folders");
    });
    if (line.operands().isEmpty()) {
      throw new IllegalArgumentException("levels must be >= 1, was 0: give each level's run folder, lightest first");
    }
    SweepLimit limit = limited(line, SweepLimit.none(), LevelSweep::maxErrorPercent, LevelSweep::maxP99);
    List<SweepLevel> levels = line.operands().stream().map(SweepLevel::parse).toList();
    SweepGenerator.Result result = SweepGenerator.write(levels, limit, outputDirectory);
    out.print(result.markdown());
    out.println("Sweep: " + result.page().toAbsolutePath());
    return ExitStatus.COMPLETED;
  }

  private static ExitStatus runLevels(CommandLine line, String simulation, PrintStream out) throws IOException {
    if (!line.operands().isEmpty()) {
      throw new IllegalArgumentException("run folders go without --simulation: a sweep either runs its levels or"
          + " reports on finished ones, was " + String.join(" ", line.operands()));
    }
    Path results = line.option("--results-dir").map(Path::of).orElse(Arguments.DEFAULT_RESULTS_DIRECTORY);
    Path outputDirectory = line.option("--out").map(Path::of)
        .orElseGet(() -> LevelSweep.defaultDirectory(results, simulation));
    LevelSweep sweep = limited(line,
        LevelSweep.of(required(line, "--parameter"), required(line, "--levels"), outputDirectory),
        (levels, percent) -> levels.maxErrorPercent(percent), (levels, time) -> levels.maxP99(time))
        .stopAtFirstBreak(line.flag(STOP));
    ForkedLevel level = new ForkedLevel(simulation, line.option("--config").map(Path::of),
        System.getProperty("java.class.path"), System.getProperties(), out);
    sweep.run(level, out::println);
    return ExitStatus.COMPLETED;
  }

  private static String required(CommandLine line, String option) {
    return line.option(option).orElseThrow(() -> new IllegalArgumentException(option + " is required with --simulation"));
  }

  /**
   * {@code limit} with the parts of the limit the line gives, set by {@code maxErrorPercent} and
   * {@code maxP99}; a bad value's message names its option.
   */
  private static <T> T limited(CommandLine line, T limit, BiFunction<T, String, T> maxErrorPercent,
      BiFunction<T, String, T> maxP99) {
    T limited = limit;
    for (Map.Entry<String, BiFunction<T, String, T>> part
        : List.of(Map.entry("--max-error-percent", maxErrorPercent), Map.entry("--max-p99", maxP99))) {
      Optional<String> value = line.option(part.getKey());
      if (value.isPresent()) {
        try {
          limited = part.getValue().apply(limited, value.get());
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(part.getKey() + " " + value.get() + ": " + e.getMessage(), e);
        }
      }
    }
    return limited;
  }
}
