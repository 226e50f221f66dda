package io.throng.engine.runlog;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;

/**
 * When a run counts as not valid because its load generator, not the target, set the pace: the
 * {@code loadtest.validity} settings, written at the head of the run log ({@code VALIDITY}) so that a
 * report rebuilt from the log alone judges the run as the run's own report did. A second is
 * saturated when the generator's CPU reached {@code cpuPercent}, an event loop ran a task
 * {@code loopLagMicros} late or more, or more than {@code lateBasisPoints} (hundredths of a percent)
 * of the second's requests started more than 10 ms late; the run is invalid when such seconds come
 * {@code consecutiveSeconds} in a row, or add up to {@code runPercent} of the run's seconds (and to
 * {@code consecutiveSeconds} at least). Every default is in the engine's {@code reference.conf}.
 *
 * <pre>{@code
 * ValidityRules rules = ValidityRules.of(settings.section().getConfig(ValidityRules.SECTION));
 * log.validity(rules);
 * }</pre>
 */
public record ValidityRules(
    int cpuPercent, long loopLagMicros, long lateBasisPoints, int consecutiveSeconds, int runPercent) {

  /** The settings' section below {@code loadtest}. */
  public static final String SECTION = "validity";

  private static final String PREFIX = "loadtest." + SECTION + ".";

  public ValidityRules {
    require(cpuPercent >= 1 && cpuPercent <= 100, "cpuPercent", "between 1 and 100", cpuPercent);
    require(loopLagMicros >= 1, "loopLag", "at least 1 ms, such as 10ms", loopLagMicros / 1_000.0 + " ms");
    require(lateBasisPoints >= 1 && lateBasisPoints <= 10_000, "latePercent", "between 0.01 and 100",
        lateBasisPoints / 100.0);
    require(consecutiveSeconds >= 1, "consecutiveSeconds", "at least 1", consecutiveSeconds);
    require(runPercent >= 1 && runPercent <= 100, "runPercent", "between 1 and 100", runPercent);
  }

  /**
   * The rules of a {@code loadtest.validity} section.
   *
   * @throws IllegalArgumentException naming the setting that is missing, of the wrong type or out of bounds
   */
  public static ValidityRules of(Config validity) {
    try {
      Duration lag = validity.getDuration("loopLag");
      return new ValidityRules(validity.getInt("cpuPercent"), lag.toNanos() / 1_000,
          Math.round(validity.getDouble("latePercent") * 100), validity.getInt("consecutiveSeconds"),
          validity.getInt("runPercent"));
    } catch (ConfigException e) {
      throw new IllegalArgumentException("a loadtest.validity setting is not usable: " + e.getMessage()
          + "; see docs/validity.md for each setting and its default");
    }
  }

  /** The defaults of the engine's {@code reference.conf}: how a log written before {@code VALIDITY} is judged. */
  public static ValidityRules defaults() {
    return of(ConfigFactory.defaultReference(ValidityRules.class.getClassLoader()).getConfig("loadtest." + SECTION));
  }

  private static void require(boolean ok, String setting, String bound, Object value) {
    if (!ok) {
      throw new IllegalArgumentException(PREFIX + setting + " must be " + bound + ", was " + value);
    }
  }
}
