package io.throng.engine.runlog;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * The name of the machine this JVM runs on, for a shard's {@code HOST} record: the
 * {@code HOSTNAME} variable when set (a Kubernetes pod's is its name), else what the network
 * configuration says.
 *
 * <pre>{@code
 * HostName.current().ifPresent(log::host);
 * }</pre>
 */
public final class HostName {

  private HostName() {}

  /** This machine's name; empty when neither source knows it. */
  public static Optional<String> current() {
    String variable = System.getenv("HOSTNAME");
    if (variable != null && !variable.isBlank()) {
      return Optional.of(variable.strip());
    }
    try {
      return Optional.of(InetAddress.getLocalHost().getHostName()).filter(name -> !name.isBlank());
    } catch (UnknownHostException e) {
      return Optional.empty(); // a machine without a resolvable name: the report shows the shard alone
    }
  }
}
