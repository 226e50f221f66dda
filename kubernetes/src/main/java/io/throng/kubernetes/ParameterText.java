package io.throng.kubernetes;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads parameters as a user types them on a command line ({@code -Dloadtest.kubernetes.timeout=90m}),
 * rejecting what it cannot read with a message naming the parameter and the value.
 *
 * <pre>{@code
 * Duration slack = ParameterText.duration("startupSlack", "90s");
 * }</pre>
 */
public final class ParameterText {

  private static final Pattern SHORT_DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)");

  private ParameterText() {}

  /** {@code 250ms}, {@code 90s}, {@code 15m}, {@code 2h}, or ISO-8601 such as {@code PT1M30S}. */
  public static Duration duration(String parameter, String text) {
    String value = text == null ? "" : text.strip();
    Matcher shortForm = SHORT_DURATION.matcher(value.toLowerCase(Locale.ROOT));
    try {
      if (shortForm.matches()) {
        long amount = Long.parseLong(shortForm.group(1));
        return switch (shortForm.group(2)) {
          case "ms" -> Duration.ofMillis(amount);
          case "s" -> Duration.ofSeconds(amount);
          case "m" -> Duration.ofMinutes(amount);
          default -> Duration.ofHours(amount);
        };
      }
      return Duration.parse(value);
    } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
      throw new IllegalArgumentException(
          parameter + " must be a duration such as 90s, 15m, 2h or PT1M30S, was '" + text + "'", e);
    }
  }

  /** An instant in ISO-8601 UTC, such as {@code 2026-12-01T09:00:00Z}. */
  public static Instant instant(String parameter, String text) {
    try {
      return Instant.parse(text == null ? "" : text.strip());
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          parameter + " must be an instant such as 2026-12-01T09:00:00Z, was '" + text + "'", e);
    }
  }

  /** The words of {@code text} separated by whitespace; none for {@code null} or blank. */
  public static List<String> words(String text) {
    return text == null || text.isBlank() ? List.of() : Arrays.asList(text.strip().split("\\s+"));
  }
}
