package io.throng.dsl.model;

import java.util.Map;
import java.util.Objects;

/**
 * HTTP settings shared by every request of a simulation.
 *
 * @param baseUrl where relative request paths are sent, such as {@code http://127.0.0.1:8080};
 *     the value {@value #DEMO_TARGET} asks the engine to start its embedded demo target on a
 *     loopback port and send requests there
 * @param headers headers sent with every request
 */
public record HttpProtocol(String baseUrl, Map<String, String> headers) {

  /** The base URL that stands for the engine's embedded demo target. */
  public static final String DEMO_TARGET = "demo";

  public HttpProtocol {
    Objects.requireNonNull(baseUrl, "baseUrl");
    headers = Map.copyOf(headers);
  }

  /** Whether requests go to the embedded demo target rather than to a real URL. */
  public boolean usesDemoTarget() {
    return DEMO_TARGET.equals(baseUrl);
  }
}
