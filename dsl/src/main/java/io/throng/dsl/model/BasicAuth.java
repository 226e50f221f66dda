package io.throng.dsl.model;

import java.util.Objects;

/**
 * Credentials sent as an {@code Authorization: Basic} header. {@link #toString()} hides them, so
 * a plan printed for debugging leaks no password.
 */
public record BasicAuth(Text user, Text password) {

  public BasicAuth {
    Objects.requireNonNull(user, "user");
    Objects.requireNonNull(password, "password");
  }

  @Override
  public String toString() {
    return "BasicAuth[***]";
  }
}
