package io.throng.engine.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens a file a simulation names (a feeder's CSV, a body, a trust store): a path on disk
 * first, then a class path resource, as users keep them in {@code src/test/resources}.
 *
 * <pre>{@code
 * byte[] body = UserResources.readAll("payloads/order.json", "resourceBody");
 * }</pre>
 */
public final class UserResources {

  private UserResources() {}

  /**
   * @param what names the parameter in the error message, such as {@code csv file}
   * @throws IllegalArgumentException when neither a file nor a resource of that name exists
   */
  public static InputStream open(String location, String what) throws IOException {
    Path file = Path.of(location);
    if (Files.isRegularFile(file)) {
      return Files.newInputStream(file);
    }
    String resource = location.startsWith("/") ? location.substring(1) : location;
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    InputStream in = context == null ? null : context.getResourceAsStream(resource);
    if (in == null) {
      in = UserResources.class.getClassLoader().getResourceAsStream(resource);
    }
    if (in == null) {
      throw new IllegalArgumentException(what + " \"" + location + "\" is neither a file (from "
          + Path.of("").toAbsolutePath() + ") nor a class path resource");
    }
    return in;
  }

  /** Every byte of {@link #open}, for small files read once before the run. */
  public static byte[] readAll(String location, String what) {
    try (InputStream in = open(location, what)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + what + " \"" + location + "\": " + e.getMessage(), e);
    }
  }
}
