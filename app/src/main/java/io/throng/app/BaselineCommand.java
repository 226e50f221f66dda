package io.throng.app;

import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.SimulationPlan;
import io.throng.report.BaselineFiles;
import io.throng.report.baseline.Baseline;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code Main baseline}: records the baseline of run folders given, or of {@code --runs} new runs
 * of {@code --simulation}, into {@code --out}, else {@code loadtest.baseline}, else the file the
 * simulation's {@code setUp(...).baseline(...)} names (relative to {@code --project}), else the
 * simulation's file under {@link BaselineFiles#DEFAULT_FOLDER}. The baseline is written only if
 * every run completed and passed its assertions.
 *
 * <pre>{@code
 * ExitStatus status = new BaselineCommand(System.out, System.err, runs).run("--simulation", "Smoke", "--runs", "5");
 * }</pre>
 */
final class BaselineCommand {

  /** How the command runs a simulation: in this JVM, as {@code Main --repeat} does. */
  @FunctionalInterface
  interface Runs {
    /** Finds the simulation {@code arguments} name, builds its plan and runs it {@code times} times. */
    Ran run(Arguments arguments, int times) throws UnknownSimulationException, IOException;
  }

  /** The plan of the simulation that ran, and how its runs went. */
  record Ran(SimulationPlan plan, Repeats repeats) {}

  private final PrintStream out;
  private final PrintStream err;
  private final Runs runs;

  BaselineCommand(PrintStream out, PrintStream err, Runs runs) {
    this.out = out;
    this.err = err;
    this.runs = runs;
  }

  /** Runs the command line after {@code baseline} and returns the exit status. */
  ExitStatus run(String... args) {
    BaselineArguments baseline;
    try {
      baseline = BaselineArguments.parse(args);
    } catch (IllegalArgumentException e) {
      err.println(BaselineArguments.USAGE);
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    if (baseline.help()) {
      out.println(BaselineArguments.USAGE);
      return ExitStatus.COMPLETED;
    }
    return baseline.folders().isEmpty() ? recordNewRuns(baseline) : write(baseline, baseline.folders(), Optional.empty());
  }

  /** Runs the simulation {@code baseline.runs()} times, then records them if they all completed and passed. */
  private ExitStatus recordNewRuns(BaselineArguments baseline) {
    Ran ran;
    try {
      ran = runs.run(Arguments.parse(Map.of(), baseline.runArguments().toArray(String[]::new)), baseline.runs());
    } catch (UnknownSimulationException | IOException | IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    Repeats repeats = ran.repeats();
    if (repeats.status() != ExitStatus.COMPLETED || repeats.folders().size() < baseline.runs()) {
      err.println("error: no baseline written: a baseline is made of " + baseline.runs() + " complete runs that"
          + " pass their assertions, and these ended " + repeats.status().word() + " after "
          + repeats.folders().size() + " run(s); fix what the lines above say and record it again");
      return repeats.status() == ExitStatus.COMPLETED ? ExitStatus.TOOL_ERROR : repeats.status();
    }
    return write(baseline, repeats.folders(),
        ran.plan().baseline().flatMap(BaselineSpec::file).map(file -> baseline.project().resolve(file)));
  }

  /**
   * Writes the baseline of {@code folders} into {@code --out}, else {@code loadtest.baseline}, else
   * the file the simulation's setUp names ({@code declared}), else the project's default file.
   */
  private ExitStatus write(BaselineArguments baseline, List<Path> folders, Optional<Path> declared) {
    try {
      Optional<Path> file = baseline.file(System.getProperty(BaselineSettings.FILE)).or(() -> declared);
      Baseline recorded = file.isPresent() ? BaselineFiles.record(folders, file.get())
          : BaselineFiles.recordInProject(folders, baseline.project());
      out.println("Baseline: " + recorded.simulation() + " from " + folders.size() + " run(s), "
          + recorded.scopes().size() + " scope(s), written to "
          + file.orElse(BaselineFiles.defaultFile(baseline.project(), recorded.simulation())).toAbsolutePath());
    } catch (IOException | IllegalArgumentException e) {
      err.println("error: no baseline written: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    return ExitStatus.COMPLETED;
  }
}
