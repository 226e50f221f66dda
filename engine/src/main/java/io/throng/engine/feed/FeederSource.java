package io.throng.engine.feed;

import java.util.Map;

/**
 * A feeder as virtual users use it: the next record, or {@code null} when it has no more.
 * Thread-safe: users on every event loop share one.
 *
 * <pre>{@code
 * FeederSource users = Feeders.open(spec);
 * Map<String, Object> record = users.next();   // null once a queue is exhausted
 * }</pre>
 */
public interface FeederSource {

  /** The next record, or {@code null} when there is none left. */
  Map<String, Object> next();

  /** What the feeder reads, such as {@code users.csv}, for messages. */
  String describe();
}
