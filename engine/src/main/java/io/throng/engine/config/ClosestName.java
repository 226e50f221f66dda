package io.throng.engine.config;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The known name closest to a mistyped one, for "did you mean" hints: a configuration key, a
 * simulation's name.
 *
 * <pre>{@code
 * ClosestName.to("durration", List.of("duration", "users")); // Optional[duration]
 * }</pre>
 */
public final class ClosestName {

  /** More edits than this make another word, not a typo, however long the name. */
  private static final int MOST_EDITS = 3;

  private static final LevenshteinDistance DISTANCE = LevenshteinDistance.getDefaultInstance();

  private ClosestName() {}

  /**
   * The candidate fewest edits away from {@code name}, ignoring case, if it is close enough to be
   * a typo of it: at most a third of the name's length in edits, at least two and at most three.
   */
  public static Optional<String> to(String name, Collection<String> candidates) {
    String typed = name.toLowerCase(Locale.ROOT);
    int allowed = Math.min(MOST_EDITS, Math.max(2, typed.length() / 3));
    return candidates.stream()
        .filter(candidate -> !candidate.equals(name))
        .min(Comparator.comparingInt((String candidate) -> distance(typed, candidate)).thenComparing(c -> c))
        .filter(candidate -> distance(typed, candidate) <= allowed);
  }

  private static int distance(String typed, String candidate) {
    return DISTANCE.apply(typed, candidate.toLowerCase(Locale.ROOT));
  }
}
