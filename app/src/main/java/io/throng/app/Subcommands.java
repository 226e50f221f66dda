package io.throng.app;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The subcommands of {@link Main} that work on several runs: {@code compare} ({@link
 * CompareCommand}), {@code sweep} ({@link SweepCommand}), {@code ab} ({@link
 * AbSummaryCommand}) and {@code trend} ({@link TrendCommand}). The first argument names one; the
 * rest are its own.
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main ab target/loadtest/apachebench-20240501-120000
 * }</pre>
 */
final class Subcommands {

  /** What {@code Main --help} adds about the subcommands. */
  static final String USAGE =
      """
      subcommands, each with its own --help:
             java -cp <classpath> io.throng.app.Main compare --out <dir> [label=]<run folder> [label=]<run folder> ...
             java -cp <classpath> io.throng.app.Main sweep --simulation <name> --parameter <key> --levels <l1,l2,...> ...
             java -cp <classpath> io.throng.app.Main sweep --out <dir> [label=]<run folder> ...
             java -cp <classpath> io.throng.app.Main ab <run folder>
             java -cp <classpath> io.throng.app.Main trend --out <dir> [--simulation <name>] <history.csv>
             java -cp <classpath> io.throng.app.Main baseline --simulation <name> [--runs <n>] | <run folder> ...""";

  private static final Map<String, Supplier<ReportCommand>> COMMANDS =
      Map.of("compare", CompareCommand::new, "sweep", SweepCommand::new, "ab", AbSummaryCommand::new,
          "trend", TrendCommand::new);

  private Subcommands() {}

  /** Whether {@code args} start with a subcommand's name. */
  static boolean named(String... args) {
    return args.length > 0 && COMMANDS.containsKey(args[0]);
  }

  /** Runs the subcommand {@code args} start with, on the rest of them, and returns its exit status. */
  static ExitStatus run(PrintStream out, PrintStream err, String... args) {
    return COMMANDS.get(args[0]).get().run(out, err, Arrays.copyOfRange(args, 1, args.length));
  }
}
