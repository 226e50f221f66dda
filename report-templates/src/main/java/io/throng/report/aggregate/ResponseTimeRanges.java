package io.throng.report.aggregate;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The bands OK response times are counted in, as Gatling's "response time ranges": with bounds
 * 800 ms and 1,200 ms, below 800 ms, from 800 ms to below 1,200 ms, and 1,200 ms or more. Set with
 * {@code loadtest.report.ranges = [500ms, 1s, 2s]} (or {@code -Dloadtest.report.ranges=500ms,1s,2s}).
 *
 * @param boundsMicros the bounds between bands in microseconds, ascending, at least one
 */
public record ResponseTimeRanges(List<Long> boundsMicros) {

  /** The setting's path. */
  public static final String SETTING = "loadtest.report.ranges";

  /** Gatling's bands: below 800 ms, up to 1,200 ms, above. */
  public static final ResponseTimeRanges DEFAULT = of(Duration.ofMillis(800), Duration.ofMillis(1_200));

  public ResponseTimeRanges {
    boundsMicros = List.copyOf(boundsMicros);
    if (boundsMicros.isEmpty()) {
      throw new IllegalArgumentException(SETTING + " must hold at least one bound, was []");
    }
    for (int i = 0; i < boundsMicros.size(); i++) {
      long previous = i == 0 ? 0 : boundsMicros.get(i - 1);
      if (boundsMicros.get(i) <= previous) {
        throw new IllegalArgumentException(SETTING + " must be durations above 0 in ascending order, such as "
            + "[800ms, 1200ms], was " + words(boundsMicros));
      }
    }
  }

  public static ResponseTimeRanges of(Duration... bounds) {
    List<Long> micros = new ArrayList<>();
    for (Duration bound : bounds) {
      micros.add(bound.toNanos() / 1_000);
    }
    return new ResponseTimeRanges(micros);
  }

  /** The bands this JVM is configured with ({@code -D}, {@code application.conf}), else {@link #DEFAULT}. */
  public static ResponseTimeRanges configured() {
    Config config = ConfigFactory.load(ResponseTimeRanges.class.getClassLoader());
    if (!config.hasPath(SETTING)) {
      return DEFAULT;
    }
    List<Duration> bounds = config.getValue(SETTING).valueType() == ConfigValueType.STRING
        ? List.of(config.getString(SETTING).split(",")).stream().map(String::strip)
            .map(text -> ConfigFactory.parseString("d = " + text).getDuration("d")).toList()
        : config.getDurationList(SETTING);
    return of(bounds.toArray(Duration[]::new));
  }

  /** How many of {@code okTimes} fall in each band, fastest first: one more than there are bounds. */
  long[] count(Histogram okTimes) {
    long[] counts = new long[boundsMicros.size() + 1];
    long below = 0;
    for (int i = 0; i < boundsMicros.size(); i++) {
      // Up to the histogram bucket below the bound's own, so a time of exactly the bound counts above it.
      long upTo = okTimes.getCountBetweenValues(0, okTimes.lowestEquivalentValue(boundsMicros.get(i)) - 1);
      counts[i] = upTo - below;
      below = upTo;
    }
    counts[boundsMicros.size()] = okTimes.getTotalCount() - below;
    return counts;
  }

  private static String words(List<Long> micros) {
    return micros.stream().map(m -> m / 1_000 + "ms").toList().toString();
  }
}
