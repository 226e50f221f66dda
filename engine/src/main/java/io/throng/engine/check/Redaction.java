package io.throng.engine.check;

import io.netty.handler.codec.http.HttpHeaders;
import io.throng.dsl.Session;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import io.throng.engine.http.CookieJar;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Masks secrets in a failed check's message before it reaches the run log, the console and the
 * reports: a server that echoes {@code Authorization: Bearer SECRET123} makes the message read
 * {@code found "Bearer ***"}. Secrets are the credentials of {@code Authorization} and {@code
 * Proxy-Authorization} (a basic pair's base64, the pair and its password too), cookie values (sent,
 * set and in the user's jar), the values of the headers and session keys the protocol marks
 * sensitive, and the proxy's password. Values shorter than {@value #SHORTEST} chars are left, as
 * masking them would mask ordinary text of every message. Stateless and shared.
 *
 * <pre>{@code
 * Redaction redaction = Redaction.of(protocol.sensitive(), protocol.proxy());
 * String shown = redaction.apply(message, request, response, session, cookies);
 * String crash = redaction.mask(e.getMessage(), session, cookies); // a step that threw
 * }</pre>
 */
public final class Redaction {

  static final String MASK = "***";
  static final int SHORTEST = 4;
  static final Redaction DEFAULT = of(HttpProtocol.Sensitive.none(), Optional.empty());

  private final Set<String> headers;
  private final List<String> sessionKeys;
  private final List<String> constants;

  private Redaction(Set<String> headers, List<String> sessionKeys, List<String> constants) {
    this.headers = headers;
    this.sessionKeys = sessionKeys;
    this.constants = constants;
  }

  /** The masking of a protocol whose {@code sensitive} headers and session keys, and {@code proxy}'s password, are secrets too. */
  public static Redaction of(HttpProtocol.Sensitive sensitive, Optional<Proxy> proxy) {
    Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    names.addAll(HttpProtocol.Sensitive.ALWAYS);
    names.addAll(sensitive.headers());
    List<String> constants = new ArrayList<>();
    proxy.flatMap(Proxy::credentials).ifPresent(credentials ->
        basic(credentials.user() + ":" + credentials.password(), constants));
    return new Redaction(names, sensitive.sessionKeys(), constants);
  }

  /** {@code message}, said outside any exchange (a step that threw), with the user's secrets masked. */
  public String mask(String message, Session session, CookieJar cookies) {
    return apply(message, null, null, session, cookies);
  }

  /** {@code message} with every secret of this exchange replaced by {@value #MASK}. */
  String apply(String message, OutgoingRequest request, Response response, Session session, CookieJar cookies) {
    List<String> secrets = new ArrayList<>(constants);
    if (request != null) {
      headerSecrets(request.headers(), secrets);
    }
    if (response != null) {
      headerSecrets(response.headers(), secrets);
    }
    for (String key : sessionKeys) {
      session.find(key).ifPresent(value -> secrets.add(String.valueOf(value)));
    }
    if (cookies != null) {
      secrets.addAll(cookies.values());
    }
    secrets.sort(Comparator.comparingInt(String::length).reversed());
    String shown = message;
    for (String secret : secrets) {
      if (secret.length() >= SHORTEST) {
        shown = shown.replace(secret, MASK);
      }
    }
    return shown;
  }

  private void headerSecrets(HttpHeaders all, List<String> secrets) {
    if (all == null) {
      return;
    }
    for (Map.Entry<String, String> header : all) {
      String name = header.getKey().toLowerCase(Locale.ROOT);
      if (!headers.contains(name)) {
        continue;
      }
      String value = header.getValue();
      switch (name) {
        case "authorization", "proxy-authorization" -> credentials(value, secrets);
        case "cookie" -> cookieValues(value.split(";"), secrets);
        case "set-cookie" -> cookieValues(new String[] {value.split(";", 2)[0]}, secrets);
        default -> secrets.add(value);
      }
    }
  }

  /** The credentials after the scheme ({@code Bearer}, {@code Basic}), which stays readable. */
  private static void credentials(String value, List<String> secrets) {
    int space = value.indexOf(' ');
    String credentials = value.substring(space + 1).trim();
    if (space > 0 && value.substring(0, space).equalsIgnoreCase("Basic")) {
      try {
        String pair = new String(Base64.getDecoder().decode(credentials), StandardCharsets.UTF_8);
        basic(pair, secrets);
      } catch (IllegalArgumentException notBase64) {
        // Not a basic pair after all: the credentials are masked as they are.
      }
    }
    secrets.add(credentials);
  }

  private static void basic(String pair, List<String> secrets) {
    secrets.add(pair);
    secrets.add(Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
    int colon = pair.indexOf(':');
    if (colon >= 0) {
      secrets.add(pair.substring(colon + 1));
    }
  }

  private static void cookieValues(String[] pairs, List<String> secrets) {
    for (String pair : pairs) {
      int equals = pair.indexOf('=');
      if (equals >= 0) {
        secrets.add(pair.substring(equals + 1).trim());
      }
    }
  }
}
