package io.throng.dsl.model;

import java.util.Objects;
import java.util.Optional;

/**
 * The HTTP proxy requests go through: plain-http requests are sent to it in absolute form, https
 * ones through a {@code CONNECT} tunnel to its {@code httpsPort}. {@link #toString()} hides the
 * password.
 *
 * @param httpsPort the port https tunnels are opened on; the same as {@code port} unless set
 * @param credentials sent as Basic {@code Proxy-Authorization}, when present
 */
public record Proxy(String host, int port, int httpsPort, Optional<Credentials> credentials) {

  public Proxy {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(credentials, "credentials");
  }

  /** {@code host:port}, for messages. */
  public String address() {
    return host + ":" + port;
  }

  /** A proxy user and password. {@link #toString()} hides the password. */
  public record Credentials(String user, String password) {
    public Credentials {
      Objects.requireNonNull(user, "user");
      Objects.requireNonNull(password, "password");
    }

    @Override
    public String toString() {
      return "Credentials[user=" + user + ", password=***]";
    }
  }
}
