package io.throng.app;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which shard of a sharded run a process runs, and when the run starts, from {@code --shard 2/5
 * --start-at 1764457200000} or from the environment variables {@value #SHARD_VARIABLE} and
 * {@value #START_AT_VARIABLE}. A value may name environment variables as {@code ${NAME}} or
 * {@code $(NAME)}, so {@code --shard ${JOB_COMPLETION_INDEX}/5} works in a Kubernetes Indexed Job
 * whether or not a shell expanded it.
 *
 * <pre>{@code
 * ShardArguments shard = ShardArguments.parse(Optional.of("2/5"), Optional.empty(), Map.of(), System.getenv());
 * shard.index();  // 2
 * }</pre>
 *
 * @param index the shard, from 0
 * @param count how many shards the run has; 1 when it is not sharded
 * @param startAt second 0 of the run, when given
 */
record ShardArguments(int index, int count, Optional<Instant> startAt) {

  /** The environment variable that gives the shard when {@code --shard} does not. */
  static final String SHARD_VARIABLE = "THRONG_SHARD";

  /** The environment variable that gives the start instant when {@code --start-at} does not. */
  static final String START_AT_VARIABLE = "THRONG_START_AT";

  private static final Pattern SHARD = Pattern.compile("(\\d{1,9})/(\\d{1,9})");
  private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}|\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)");

  /**
   * @param shard the {@code --shard} value, if given
   * @param startAt the {@code --start-at} value, if given
   * @param fallback where {@value #SHARD_VARIABLE} and {@value #START_AT_VARIABLE} are looked up
   *     for what the command line did not give (empty when they must not apply)
   * @param environment where {@code ${NAME}} references are looked up
   */
  static ShardArguments parse(
      Optional<String> shard, Optional<String> startAt, Map<String, String> fallback, Map<String, String> environment) {
    int index = 0;
    int count = 1;
    Optional<Source> shardSource = shard.map(value -> new Source("--shard", value))
        .or(() -> Optional.ofNullable(fallback.get(SHARD_VARIABLE)).map(value -> new Source(SHARD_VARIABLE, value)));
    if (shardSource.isPresent()) {
      Source source = shardSource.get();
      String value = expand(source, environment);
      Matcher m = SHARD.matcher(value.strip());
      if (!m.matches()) {
        throw new IllegalArgumentException(source.name() + " must be <index>/<count>, such as 2/5 or"
            + " ${JOB_COMPLETION_INDEX}/5, was " + source.describe(value));
      }
      index = Integer.parseInt(m.group(1));
      count = Integer.parseInt(m.group(2));
      if (count < 1 || index >= count) {
        throw new IllegalArgumentException(source.name() + " needs a count >= 1 and an index from 0 to count - 1,"
            + " was " + source.describe(value));
      }
    }
    Optional<Source> startSource = startAt.map(value -> new Source("--start-at", value))
        .or(() -> Optional.ofNullable(fallback.get(START_AT_VARIABLE)).map(value -> new Source(START_AT_VARIABLE, value)));
    return new ShardArguments(index, count, startSource.map(source -> instant(source, expand(source, environment))));
  }

  /** The value of {@code --shards}: how many shard processes to run on this machine. */
  static int count(String value) {
    try {
      int count = Integer.parseInt(value.strip());
      if (count >= 1) {
        return count;
      }
    } catch (NumberFormatException e) {
      // reported below, with the value
    }
    throw new IllegalArgumentException("--shards must be a whole number >= 1, was " + value);
  }

  /** The value of {@code --start-delay}: a duration as in {@code loadtest.conf}, such as {@code 10s}. */
  static Duration delay(String value) {
    try {
      Duration delay = ConfigFactory.empty().withValue("delay", ConfigValueFactory.fromAnyRef(value)).getDuration("delay");
      if (!delay.isNegative() && !delay.isZero()) {
        return delay;
      }
    } catch (ConfigException e) {
      // reported below, with the value
    }
    throw new IllegalArgumentException("--start-delay must be a duration > 0 such as 10s or 1500ms, was " + value);
  }

  /** Whether the run is one part of several. */
  boolean sharded() {
    return count > 1;
  }

  private static Instant instant(Source source, String value) {
    String text = value.strip();
    try {
      return text.chars().allMatch(Character::isDigit) ? Instant.ofEpochMilli(Long.parseLong(text)) : Instant.parse(text);
    } catch (NumberFormatException | DateTimeException e) {
      throw new IllegalArgumentException(source.name() + " must be the start instant in milliseconds since the epoch,"
          + " such as 1764457200000, or as 2026-11-29T22:20:00Z, was " + source.describe(value));
    }
  }

  /** {@code value} with each {@code ${NAME}} and {@code $(NAME)} replaced by that environment variable. */
  private static String expand(Source source, Map<String, String> environment) {
    Matcher m = VARIABLE.matcher(source.value());
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String name = m.group(1) != null ? m.group(1) : m.group(2);
      String replacement = environment.get(name);
      if (replacement == null) {
        throw new IllegalArgumentException(source.name() + " refers to " + m.group() + ", which is not set in the"
            + " environment, in " + source.value());
      }
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** Where a value came from: an option or an environment variable. */
  private record Source(String name, String value) {
    /** The value as given, and as expanded when it named variables. */
    String describe(String expanded) {
      return expanded.equals(value) ? value : value + " (" + expanded + ")";
    }
  }
}
