package io.throng.engine.stats;

import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * What one collected second held, for the live console.
 *
 * @param second the second since the run's start
 * @param ok requests that succeeded in it
 * @param ko requests that failed in it
 * @param responseTimes every response time of the second in microseconds; the collector reuses
 *     it, so it is valid only during the call that hands it over
 * @param errors the second's KOs by "request: message"; reused like {@code responseTimes}
 * @param activeUsers users started and not yet finished at its end
 * @param generator the load generator's own health in that second
 */
public record IntervalSnapshot(
    long second, long ok, long ko, Histogram responseTimes, Map<String, Long> errors, long activeUsers,
    GeneratorHealth.Sample generator) {}
