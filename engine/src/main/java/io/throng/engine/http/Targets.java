package io.throng.engine.http;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns URLs into {@link Target}s. Hosts known before the run (base URLs, full URLs written in
 * the simulation) are resolved then, once, so an event loop never waits on DNS for them; a host
 * first met during the run (a redirect, a URL computed from the session) is left unresolved
 * for Netty's resolver. Hosts reached through the HTTP proxy are never looked up: the proxy does. Thread-safe.
 *
 * <pre>{@code
 * Targets targets = new Targets(settings.nameServers(), settings.connectTimeout());
 * Target shop = targets.resolveNow("http://shop.test:8080/");
 * }</pre>
 */
public final class Targets {

  /** How a host known before the run is looked up. */
  @FunctionalInterface
  private interface Lookup {
    InetAddress address(String host) throws UnknownHostException;
  }

  private final Map<String, Target> known = new ConcurrentHashMap<>();
  private final Lookup lookup;
  private final String lookupHint;
  private final ProxyRoute proxy;

  /** Hosts known before the run looked up with the JVM's resolver. */
  public Targets() {
    this(List.of(), Duration.ZERO);
  }

  /** The targets of a client with {@code settings}: its DNS servers, and no lookup of what its proxy reaches. */
  public static Targets of(ClientSettings settings) {
    return new Targets(settings.nameServers(), settings.connectTimeout(), settings.proxy());
  }

  /**
   * @param nameServers the DNS servers the run asks ({@code loadtest.http.dnsServers}): hosts known
   *     before the run are asked of them too; empty for the JVM's resolver (the system's servers)
   * @param timeout the most one lookup waits for an answer
   */
  public Targets(List<InetSocketAddress> nameServers, Duration timeout) {
    this(nameServers, timeout, ProxyRoute.DIRECT);
  }

  private Targets(List<InetSocketAddress> nameServers, Duration timeout, ProxyRoute proxy) {
    this.proxy = proxy;
    this.lookup = nameServers.isEmpty()
        ? InetAddress::getByName
        : host -> NameResolution.lookUpNow(host, nameServers, timeout);
    this.lookupHint = nameServers.isEmpty() ? "" : " and loadtest.http.dnsServers";
  }

  /**
   * Resolves the target of {@code url} now, before the run, unless it goes through the proxy: the
   * proxy looks its origins up, and may know names the load generator does not.
   *
   * @throws IllegalArgumentException when the URL is not http(s) or its host cannot be resolved
   */
  public Target resolveNow(String url) {
    Target target = parse(url);
    if (target.address().isUnresolved() && !proxy.proxies(target)) {
      try {
        target = new Target(target.tls(), target.host(), target.port(),
            new InetSocketAddress(lookup.address(target.host()), target.port()));
      } catch (UnknownHostException e) {
        throw new IllegalArgumentException("cannot resolve host " + target.host() + " of " + url
            + " (check the URL" + lookupHint + ")", e);
      }
    }
    known.put(key(target), target);
    return target;
  }

  /** The target of an absolute URL during the run: a host resolved before, or one to resolve. */
  Target of(URI url) {
    Target parsed = parse(url);
    Target found = known.get(key(parsed));
    return found != null ? found : parsed;
  }

  private static Target parse(String url) {
    try {
      return parse(URI.create(url));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not a valid URL: \"" + url + "\" (" + e.getMessage() + ")", e);
    }
  }

  static Target parse(URI url) {
    String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new IllegalArgumentException("not an http(s) URL: \"" + url + "\"");
    }
    String host = url.getHost();
    if (host == null) {
      throw new IllegalArgumentException("URL without a host: \"" + url + "\"");
    }
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    }
    boolean tls = scheme.equals("https");
    int port = url.getPort() != -1 ? url.getPort() : tls ? 443 : 80;
    return new Target(tls, host, port, literalOrUnresolved(host, port));
  }

  /** Literal IPs need no lookup; InetAddress parses them without touching DNS. */
  private static InetSocketAddress literalOrUnresolved(String host, int port) {
    boolean literal = host.indexOf(':') >= 0 || host.chars().allMatch(c -> c == '.' || Character.isDigit(c));
    if (literal) {
      try {
        return new InetSocketAddress(InetAddress.getByName(host), port);
      } catch (UnknownHostException e) {
        return InetSocketAddress.createUnresolved(host, port);
      }
    }
    return InetSocketAddress.createUnresolved(host, port);
  }

  private static String key(Target target) {
    return (target.tls() ? "s:" : ":") + target.host().toLowerCase(Locale.ROOT) + ":" + target.port();
  }
}
