package io.throng.dsl;

import io.throng.dsl.model.Step;
import java.util.Arrays;

/**
 * The second half of {@code randomSwitch()}: chains with the percentage of users that take each.
 * When the percentages add up to less than 100, the rest of the users take none. Immutable.
 *
 * <pre>{@code
 * .randomSwitch().on(percentage(60).then(exec(browse)), percentage(40).then(exec(buy)))
 * }</pre>
 */
public final class RandomSwitch<B extends StepsBuilder<B>> {

  private final B parent;

  RandomSwitch(B parent) {
    this.parent = parent;
  }

  /** The chains and their chances; they must add up to 100 at most. */
  public B on(Choice... choices) {
    if (choices == null || choices.length == 0) {
      throw new IllegalArgumentException("randomSwitch needs at least one percentage(p).then(chain)");
    }
    double total = Arrays.stream(choices).mapToDouble(choice -> choice.branch.percent()).sum();
    if (total > 100.0 + 1e-9) {
      throw new IllegalArgumentException(
          "randomSwitch percentages must add up to <= 100, was " + total);
    }
    return parent.append(new Step.Switch(Step.SwitchStrategy.RANDOM,
        Arrays.stream(choices).map(choice -> choice.branch).toList()));
  }

  /** The first half of {@code percentage(p).then(chain)}, made by {@link Dsl#percentage(double)}. */
  public static final class Percentage {
    private final double percent;

    Percentage(double percent) {
      if (!(percent > 0 && percent <= 100)) {
        throw new IllegalArgumentException("percentage must be > 0 and <= 100, was " + percent);
      }
      this.percent = percent;
    }

    public Choice then(ChainBuilder chain) {
      return new Choice(new Step.Branch(percent, Blocks.body("percentage", chain)));
    }
  }

  /** A chain with its chance. */
  public static final class Choice {
    private final Step.Branch branch;

    private Choice(Step.Branch branch) {
      this.branch = branch;
    }
  }
}
