package io.throng.engine.user;

import io.throng.engine.stats.RequestKey;
import io.throng.engine.stats.StatsRecorder;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The stats names of inferred resources: {@code GET <path>} (query left out), prefixed by the
 * page's groups. Pages can reference unbounded URLs (cache-busting paths), so after
 * {@value #MAX_NAMES} distinct names the others share the row {@value #OTHERS}. Shared by the
 * users of a run, on every loop: thread-safe.
 */
final class InferredNames {

  /** How many distinct inferred resource names a run gives rows of their own. */
  static final int MAX_NAMES = 100;

  /** The row of the resources past {@link #MAX_NAMES}. */
  static final String OTHERS = "GET (other resources)";

  private final StatsRecorder stats;
  private final Map<String, RequestKey> keys = new ConcurrentHashMap<>();

  InferredNames(StatsRecorder stats) {
    this.stats = stats;
  }

  RequestKey of(String group, URI url) {
    String name = group + "GET " + (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath());
    RequestKey key = keys.get(name);
    if (key != null) {
      return key;
    }
    // Loops racing past the limit together may add one name each: the bound is what matters, not its last unit.
    if (keys.size() >= MAX_NAMES) {
      return stats.key(group + OTHERS);
    }
    return keys.computeIfAbsent(name, stats::key);
  }
}
