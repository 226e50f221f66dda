package io.throng.engine.http;

import java.net.URI;
import java.util.List;

/**
 * The protocol's base URLs, resolved before the run; user {@code n} sends its relative paths to
 * base {@code n mod count} (round robin across users). Immutable.
 *
 * <pre>{@code
 * BaseUrls bases = BaseUrls.resolve(List.of("http://127.0.0.1:8080/api"), targets);
 * bases.forUser(7).pathPrefix();   // "/api"
 * }</pre>
 */
public final class BaseUrls {

  /** One base URL: where to connect, and the path its relative paths are appended to. */
  record Base(Target target, String pathPrefix) {}

  private final Base[] bases;

  private BaseUrls(Base[] bases) {
    this.bases = bases;
  }

  /** @throws IllegalArgumentException when a URL is not http(s) or its host cannot be resolved */
  public static BaseUrls resolve(List<String> urls, Targets targets) {
    return new BaseUrls(urls.stream().map(url -> {
      Target target = targets.resolveNow(url);
      String path = URI.create(url).getRawPath();
      return new Base(target, path == null || path.equals("/") ? "" : stripTrailingSlash(path));
    }).toArray(Base[]::new));
  }

  Base forUser(long userId) {
    return bases[indexForUser(userId)];
  }

  /** Which base user {@code userId} uses, from 0 to {@link #count()} excluded. */
  int indexForUser(long userId) {
    return (int) Math.floorMod(userId, (long) bases.length);
  }

  int count() {
    return bases.length;
  }

  private static String stripTrailingSlash(String path) {
    return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }
}
