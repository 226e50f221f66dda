package io.throng.dsl;

import io.throng.dsl.model.CheckSpec;
import java.util.List;
import java.util.Optional;

/**
 * A check whose extractor may find several values ({@code regex}, {@code jsonPath}, {@code css},
 * {@code xpath}, {@code header}, {@code substring}): choose which before the matcher, or go on
 * with the first. The choice comes first, so {@code regex("a").is("a").find(1)} does not compile.
 * Immutable: every method returns a new builder.
 *
 * <pre>{@code
 * css("a.product", "href").find(2).saveAs("third")
 * header("Set-Cookie").findAll().saveAs("cookies")     // a List of every value
 * jsonPath("$.items[*].id").findRandom().saveAs("id")
 * regex("<li>").count().gt(3)
 * }</pre>
 *
 * <p>{@code find()} and {@code exists()} stop reading at the first value found.
 */
public final class FindCheckBuilder<T> extends CheckBuilder<T> {

  FindCheckBuilder(CheckSpec.Extractor extractor, String description) {
    super(extractor, new CheckSpec.Find(0), List.of(), null, false, Optional.empty(), description);
  }

  /** The first value found (the default). */
  public CheckBuilder<T> find() {
    return selecting(new CheckSpec.Find(0), "find()");
  }

  /** The value found at {@code index}, counting from 0. */
  public CheckBuilder<T> find(int index) {
    Require.atLeast("find index", 0, index);
    return selecting(new CheckSpec.Find(index), "find(" + index + ")");
  }

  /** Every value found, as a {@code List} in the order found; none found is nothing found. */
  public CheckBuilder<List<T>> findAll() {
    return selecting(new CheckSpec.FindAll(), "findAll()");
  }

  /** One of the values found, picked at random at each check. */
  public CheckBuilder<T> findRandom() {
    return selecting(new CheckSpec.FindRandom(), "findRandom()");
  }

  /** How many values were found rather than one of them: {@code jsonPath("$.items[*]").count().gt(0)}. */
  public CheckBuilder<Integer> count() {
    return selecting(new CheckSpec.Count(), "count()");
  }
}
