package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogWriter;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.UnaryOperator;

/**
 * Steps of a scenario that threw, such as an {@code exec(session -> ...)} whose function failed:
 * the user's session is marked failed and it goes on (as in Gatling; a feeder's code that threw
 * ends its user instead), and the crash is counted here, by scenario, step, exception class and
 * message. A crash is no request: the target never saw it, so it is kept apart from the OK and KO
 * counts, which stay exactly what the target served.
 * Any thread records; the {@link StatsCollector} writes them with each second. Thread-safe.
 *
 * <pre>{@code
 * errors.record("checkout", "exec #2", e);       // on a user's event loop
 * }</pre>
 */
public final class ScenarioErrors {

  /** Messages are cut to this many characters, so a message holding a whole payload stays a line. */
  static final int MAX_MESSAGE_CHARS = 200;

  private record Key(String scenario, String step, String exception, String message) {}

  private final CumulativeCounts<Key> counts = new CumulativeCounts<>();
  private final LongAdder total = new LongAdder();

  /**
   * Counts one crash of {@code step} of {@code scenario}, its message passed through {@code mask}
   * first: a function that threw while holding a token may quote it.
   */
  public void record(String scenario, String step, Throwable error, UnaryOperator<String> mask) {
    String message = error.getMessage() == null ? "" : mask.apply(error.getMessage());
    if (message.length() > MAX_MESSAGE_CHARS) {
      message = message.substring(0, MAX_MESSAGE_CHARS) + "...";
    }
    counts.increment(new Key(scenario, step, error.getClass().getName(), message));
    total.increment();
  }

  /** Writes the crashes counted since the last call as {@code USER_ERROR} records of {@code second}. */
  void write(long second, RunLogWriter log) {
    counts.drainGrowth((key, count) ->
        log.userErrors(second, key.scenario(), key.step(), key.exception(), count, key.message()));
  }

  /** Crashes counted over the run so far. */
  public long total() {
    return total.sum();
  }
}
