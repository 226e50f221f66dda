package io.throng.report.aggregate;

import java.util.List;

/**
 * Bytes the run sent and received on the wire (the run log's {@code TRAFFIC} records), headers
 * and TLS records included, summed over merged run logs.
 *
 * @param seconds the seconds with traffic, in order
 */
public record TrafficSummary(long bytesSent, long bytesReceived, List<SecondTraffic> seconds) {

  /** A log without {@code TRAFFIC} records. */
  public static final TrafficSummary NONE = new TrafficSummary(0, 0, List.of());

  public TrafficSummary {
    seconds = List.copyOf(seconds);
  }

  /** Whether the log counted any byte; logs written before {@code TRAFFIC} existed have none. */
  public boolean logged() {
    return !seconds.isEmpty();
  }

  /** Bytes sent and received in one second of the run. */
  public record SecondTraffic(long second, long bytesSent, long bytesReceived) {

    SecondTraffic plus(SecondTraffic other) {
      return new SecondTraffic(second, bytesSent + other.bytesSent, bytesReceived + other.bytesReceived);
    }
  }
}
