package io.throng.junit;

import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs a simulation in this JVM, from a test or a {@code main()}, and writes its report as
 * {@code mvn loadtest:run} does: the edit-run loop of an IDE.
 *
 * <pre>{@code
 * @Test
 * void checkoutHolds() {
 *   Throng.run(Checkout.class).assertPassed(); // fails the test with the FAIL lines
 * }
 *
 * public static void main(String[] args) {
 *   System.exit(Throng.run(Checkout.class, Map.of("users", "5")).passed() ? 0 : 1);
 * }
 * }</pre>
 *
 * <p>The run reads its configuration as a forked run does ({@code loadtest.conf} on the class
 * path, then {@code -Dloadtest.*}); {@code properties} win over both, named without the
 * {@code loadtest.} prefix. Run folders go to {@value #RESULTS_DIRECTORY}, as Maven's do.
 */
public final class Throng {

  /** Where run folders go: the same place as {@code loadtest:run}'s. */
  public static final String RESULTS_DIRECTORY = "target/loadtest";

  private Throng() {}

  /** Runs {@code simulation} with its configuration as it stands. */
  public static ThrongRun run(Class<? extends Simulation> simulation) {
    return run(simulation, Map.of());
  }

  /**
   * Runs {@code simulation} with {@code properties} ({@code users} for {@code loadtest.users}) over
   * its configuration, prints each assertion's PASS or FAIL line, the report's path and the run's outcome.
   *
   * @throws IllegalArgumentException if the simulation cannot run as written (the message says why)
   * @throws IllegalStateException if the run or its report could not be written
   */
  public static ThrongRun run(Class<? extends Simulation> simulation, Map<String, String> properties) {
    Map<String, String> overrides = new LinkedHashMap<>();
    properties.forEach((key, value) -> overrides.put("loadtest." + key, value));
    RunOptions options = new RunOptions(Path.of(RESULTS_DIRECTORY), overrides, System.out);
    try {
      RunResult result = Engine.run(simulation, options);
      ReportGenerator.Result report =
          ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions());
      ThrongRun run = new ThrongRun(simulation.getName(), report.index(), report.assertions(), report.status());
      run.lines().forEach(System.out::println);
      return run;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(simulation.getName() + " was interrupted", e);
    } catch (IOException e) {
      throw new IllegalStateException(simulation.getName() + " ran, but its report could not be written: "
          + e.getMessage(), e);
    }
  }
}
