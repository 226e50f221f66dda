package io.throng.engine.testing;

import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Runs a simulation against a test server with the real engine and reads back its run log. */
public final class Runs {

  private Runs() {}

  /** The run's result, its run log's totals and what it printed. */
  public record Outcome(RunResult result, RunLogTotals totals, String console) {}

  /**
   * @param properties {@code loadtest.*} overrides as key, value pairs ({@code "loadtest.gracePeriod", "200ms"})
   */
  public static Outcome run(Class<? extends Simulation> simulation, Path results, String baseUrl, String... properties)
      throws Exception {
    Map<String, String> all = new HashMap<>();
    all.put("loadtest.baseUrl", baseUrl);
    all.put("loadtest.console.interval", "1s");
    for (int i = 0; i < properties.length; i += 2) {
      all.put(properties[i], properties[i + 1]);
    }
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream console = new PrintStream(printed, true, StandardCharsets.UTF_8);
    RunResult result = Engine.run(simulation, new RunOptions(results, all, console));
    return new Outcome(result, RunLogTotals.of(result.runLog()), printed.toString(StandardCharsets.UTF_8));
  }
}
