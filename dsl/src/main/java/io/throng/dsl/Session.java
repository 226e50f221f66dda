package io.throng.dsl;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;

/**
 * One virtual user's typed key/value store, immutable: {@link #set} returns a new session. Feeders,
 * {@code saveAs(key)} checks, loop counters and {@code exec(session -> ...)} functions write to it;
 * {@code #{key}} placeholders and functions of the session read it.
 *
 * <pre>{@code
 * exec(session -> session.set("page", session.getInt("page") + 1))
 * http("item").get(session -> "/items/" + session.getString("itemId"))
 * }</pre>
 *
 * <p>A getter for a key the session does not hold throws {@link NoSuchElementException} with the
 * message {@code session has no value for 'token'}; inside a request the engine turns it into a KO
 * with that reason, never a failed run. Values read as numbers or booleans may be stored as such
 * or as their text (feeders deliver text), so {@code getInt} works on a CSV column.
 */
public final class Session {

  private final String scenario;
  private final long userId;
  private final Map<String, Object> values;
  private final boolean failed;

  private Session(String scenario, long userId, Map<String, Object> values, boolean failed) {
    this.scenario = scenario;
    this.userId = userId;
    this.values = values;
    this.failed = failed;
  }

  /** An empty session for user {@code userId} of {@code scenario}; the engine makes one per user. */
  public static Session of(String scenario, long userId) {
    return new Session(Objects.requireNonNull(scenario, "scenario"), userId, Map.of(), false);
  }

  /** The name of the scenario this user runs. */
  public String scenario() {
    return scenario;
  }

  /** This user's number, unique within its run, from 0. */
  public long userId() {
    return userId;
  }

  /** Whether a request failed (or {@link #markAsFailed()} was called) since the last reset. */
  public boolean isFailed() {
    return failed;
  }

  public Session markAsFailed() {
    return failed ? this : new Session(scenario, userId, values, true);
  }

  public Session markAsSucceeded() {
    return failed ? new Session(scenario, userId, values, false) : this;
  }

  public boolean contains(String key) {
    return values.containsKey(key);
  }

  /** The value under {@code key}, if any. */
  public Optional<Object> find(String key) {
    return Optional.ofNullable(values.get(key));
  }

  /** Every key and value, read-only. */
  public Map<String, Object> asMap() {
    return Collections.unmodifiableMap(values);
  }

  /** A session with {@code value} under {@code key}; a {@code null} value removes the key. */
  public Session set(String key, Object value) {
    Require.notBlank("session key", key);
    Map<String, Object> copy = new HashMap<>(values);
    if (value == null) {
      copy.remove(key);
    } else {
      copy.put(key, value);
    }
    return new Session(scenario, userId, copy, failed);
  }

  /** A session with every entry of {@code entries} added, replacing values of the same keys. */
  public Session setAll(Map<String, ?> entries) {
    Map<String, Object> copy = new HashMap<>(values);
    entries.forEach((key, value) -> {
      if (value == null) {
        copy.remove(key);
      } else {
        copy.put(key, value);
      }
    });
    return new Session(scenario, userId, copy, failed);
  }

  public Session remove(String key) {
    return set(key, null);
  }

  /** The value under {@code key} as text ({@code String.valueOf} of what is stored). */
  public String getString(String key) {
    return String.valueOf(required(key));
  }

  public int getInt(String key) {
    return Math.toIntExact(getLong(key));
  }

  public long getLong(String key) {
    Object value = required(key);
    if (value instanceof Number number) {
      return number.longValue();
    }
    try {
      return Long.parseLong(value.toString().trim());
    } catch (NumberFormatException e) {
      throw notA("a whole number", key, value);
    }
  }

  public double getDouble(String key) {
    Object value = required(key);
    if (value instanceof Number number) {
      return number.doubleValue();
    }
    try {
      return Double.parseDouble(value.toString().trim());
    } catch (NumberFormatException e) {
      throw notA("a number", key, value);
    }
  }

  public boolean getBoolean(String key) {
    Object value = required(key);
    if (value instanceof Boolean bool) {
      return bool;
    }
    String text = value.toString().trim();
    if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
      return Boolean.parseBoolean(text);
    }
    throw notA("a boolean", key, value);
  }

  /** The value under {@code key}, which must be a {@code type}. */
  public <T> T get(String key, Class<T> type) {
    Object value = required(key);
    if (!type.isInstance(value)) {
      throw new ClassCastException("session value '" + key + "' is a " + value.getClass().getSimpleName()
          + ", not a " + type.getSimpleName());
    }
    return type.cast(value);
  }

  private Object required(String key) {
    Object value = values.get(key);
    if (value == null) {
      throw new NoSuchElementException("session has no value for '" + key + "'");
    }
    return value;
  }

  private static IllegalArgumentException notA(String kind, String key, Object value) {
    return new IllegalArgumentException("session value '" + key + "' is not " + kind + ": \"" + value + "\"");
  }

  @Override
  public String toString() {
    return "Session[scenario=" + scenario + ", user=" + userId + ", keys=" + values.keySet()
        + (failed ? ", failed" : "") + "]";
  }
}
