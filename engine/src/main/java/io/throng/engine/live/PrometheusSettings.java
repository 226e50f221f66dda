package io.throng.engine.live;

import com.typesafe.config.Config;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * The {@code loadtest.prometheus} settings: where {@code /metrics} is served, if anywhere, and how
 * long a run that ended keeps serving its totals.
 *
 * <pre>{@code
 * PrometheusSettings prometheus = PrometheusSettings.from(settings.section());  // -Dloadtest.prometheus.port=9464
 * }</pre>
 *
 * @param port the port to listen on, 0 for a free one; empty when the endpoint is {@link #OFF}
 */
public record PrometheusSettings(OptionalInt port, String host, Duration grace) {

  /** The port setting's value that serves nothing, its default. */
  public static final String OFF = "off";

  static final String PORT = "prometheus.port";
  static final String HOST = "prometheus.host";
  static final String GRACE = "prometheus.grace";

  /** Added to a port other than 0: local shards, which share one machine, set it to their index. */
  public static final String PORT_OFFSET = "prometheus.portOffset";

  /** Reads and checks the settings of the run's {@code loadtest} section. */
  public static PrometheusSettings from(Config section) {
    String port = section.getValue(PORT).unwrapped().toString().trim();
    Duration grace = section.getDuration(GRACE);
    if (grace.isNegative()) {
      throw new IllegalArgumentException("loadtest." + GRACE + " must be >= 0s, was " + section.getString(GRACE));
    }
    if (port.equals(OFF)) {
      return new PrometheusSettings(OptionalInt.empty(), section.getString(HOST), grace);
    }
    int number = parsePort(port);
    int offset = section.getInt(PORT_OFFSET);
    if (number > 0 && offset != 0) {
      number = parsePort(String.valueOf(number + offset));
    }
    return new PrometheusSettings(OptionalInt.of(number), section.getString(HOST), grace);
  }

  private static int parsePort(String text) {
    try {
      int port = Integer.parseInt(text);
      if (port >= 0 && port <= 65_535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // described below
    }
    throw new IllegalArgumentException("loadtest." + PORT + " must be a port from 1 to 65535 (0 takes a free one,"
        + " " + OFF + " serves no metrics), was " + text);
  }
}
