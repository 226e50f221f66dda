package io.throng.app;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Set;

/**
 * What the report commands ({@link CompareCommand}, {@link SweepCommand}, {@link
 * AbSummaryCommand}) share: parsing, {@code --help}, an {@link ExitStatus} ({@code TOOL_ERROR} for
 * bad arguments or unreadable runs), and every failure as one {@code error: ...} line on stderr that says what to fix.
 */
abstract class ReportCommand {

  private final String usage;
  private final Set<String> options;
  private final Set<String> flags;

  /** A command printing {@code usage} for {@code --help}, taking {@code options} (with their dashes). */
  ReportCommand(String usage, String... options) {
    this(usage, Set.of(), options);
  }

  /** A command that also takes the {@code flags} (with their dashes), options without a value. */
  ReportCommand(String usage, Set<String> flags, String... options) {
    this.usage = usage;
    this.options = Set.of(options);
    this.flags = Set.copyOf(flags);
  }

  /** Does the work for a parsed command line and returns the exit status. */
  abstract ExitStatus execute(CommandLine line, PrintStream out) throws IOException;

  /**
   * The folder given by {@code --out}, where the command writes {@code page}.
   *
   * @throws IllegalArgumentException if {@code --out} was not given
   */
  static Path outputDirectory(CommandLine line, String page) {
    return line.option("--out").map(Path::of)
        .orElseThrow(() -> new IllegalArgumentException("--out is required: the folder to write " + page + " into"));
  }

  /** Runs the command line {@code args} and returns the exit status. */
  final ExitStatus run(PrintStream out, PrintStream err, String... args) {
    CommandLine line;
    try {
      line = CommandLine.parse(options, flags, args);
    } catch (IllegalArgumentException e) {
      err.println(usage);
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    if (line.help()) {
      out.println(usage);
      return ExitStatus.COMPLETED;
    }
    try {
      return execute(line, out);
    } catch (IllegalArgumentException | IOException | UncheckedIOException e) {
      // The report's messages name the folder or value at fault; a stack trace would hide them.
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    } catch (RuntimeException e) {
      e.printStackTrace(err);
      err.println("error: " + e + "; the stack trace above shows where");
      return ExitStatus.TOOL_ERROR;
    }
  }

  /** Runs {@code command} on the process's arguments and ends the JVM with its status. */
  static void exit(ReportCommand command, String[] args) {
    System.exit(command.run(System.out, System.err, args).code());
  }
}
