package io.throng.dsl;

import io.throng.dsl.model.LoopCondition;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The steps a scenario and a chain share. Immutable: every method returns a new builder of the
 * same kind, so {@code B} is {@link ScenarioBuilder} or {@link ChainBuilder}.
 *
 * <pre>{@code
 * scenario("browse")
 *     .feed(csv("users.csv").circular())
 *     .repeat(5, "page").on(exec(http("page").get("/items?page=#{page}")).pause(ofSeconds(1)))
 *     .doIf(session -> session.getBoolean("admin")).then(exec(http("admin").get("/admin")));
 * }</pre>
 */
public abstract class StepsBuilder<B extends StepsBuilder<B>> {

  private final List<Step> steps;

  StepsBuilder(List<Step> steps) {
    this.steps = List.copyOf(steps);
  }

  /** A builder of this kind holding {@code steps}. */
  abstract B withSteps(List<Step> steps);

  final List<Step> steps() {
    return steps;
  }

  /** Sends the request and waits for its response before the next step. */
  public B exec(HttpRequestBuilder request) {
    if (request == null) {
      throw new IllegalArgumentException("request must not be null");
    }
    return append(request.toStep());
  }

  /** Runs a WebSocket step: a connect, a send with its awaited replies, a close. */
  public B exec(WsAction action) {
    return append(Blocks.notNull("ws action", action).toStep());
  }

  /** Runs a Server-Sent Events step: an open with its awaited events, an await, a close. */
  public B exec(SseAction action) {
    return append(Blocks.notNull("sse action", action).toStep());
  }

  /** Replaces the session with what {@code function} returns; a function that throws marks it failed. */
  public B exec(Function<Session, Session> function) {
    if (function == null) {
      throw new IllegalArgumentException("exec function must not be null");
    }
    return append(new Step.Exec(function));
  }

  /** Appends the steps of {@code chain}. */
  public B exec(ChainBuilder chain) {
    List<Step> all = new ArrayList<>(steps);
    all.addAll(Blocks.body("exec", chain));
    return withSteps(all);
  }

  /** Waits {@code duration} before the next step. */
  public B pause(Duration duration) {
    return append(new Step.Pause(Require.notNegative("pause", duration)));
  }

  /** Waits a uniformly random time between {@code min} and {@code max}, both included. */
  public B pause(Duration min, Duration max) {
    Require.notNegative("pause min", min);
    Require.notNegative("pause max", max);
    if (max.compareTo(min) < 0) {
      throw new IllegalArgumentException("pause max must be >= min (" + min + "), was " + max);
    }
    return append(new Step.RandomPause(min, max));
  }

  /** Waits until {@code period} has passed since this user last came here: a loop turn per period. */
  public B pace(Duration period) {
    return append(new Step.Pace(Require.positive("pace", period)));
  }

  /** Runs a chain {@code times} times: {@code repeat(5).on(exec(...))}. */
  public Block<B> repeat(int times) {
    return loop("repeat", new LoopCondition.Times(Blocks.atLeastOne("repeat times", times)), Optional.empty());
  }

  /** Like {@link #repeat(int)}, with the turn number (from 0) in the session under {@code counter}. */
  public Block<B> repeat(int times, String counter) {
    return loop("repeat", new LoopCondition.Times(Blocks.atLeastOne("repeat times", times)), Blocks.counter(counter));
  }

  /** Runs a chain as many times as {@code times} returns when the loop starts. */
  public Block<B> repeat(Function<Session, Integer> times) {
    return loop("repeat", new LoopCondition.TimesOf(Blocks.notNull("repeat times", times)), Optional.empty());
  }

  /** Starts turns of a chain while less than {@code duration} has passed since the loop started. */
  public Block<B> during(Duration duration) {
    return loop("during", new LoopCondition.During(Require.positive("during", duration)), Optional.empty());
  }

  public Block<B> during(Duration duration, String counter) {
    return loop("during", new LoopCondition.During(Require.positive("during", duration)), Blocks.counter(counter));
  }

  /** Runs a chain again and again until the run ends. */
  public Block<B> forever() {
    return loop("forever", new LoopCondition.Forever(), Optional.empty());
  }

  public Block<B> forever(String counter) {
    return loop("forever", new LoopCondition.Forever(), Blocks.counter(counter));
  }

  /** Runs a chain while {@code condition} holds, checked before each turn. */
  public Block<B> asLongAs(Predicate<Session> condition) {
    return loop("asLongAs", new LoopCondition.AsLongAs(Blocks.notNull("asLongAs condition", condition)), Optional.empty());
  }

  public Block<B> asLongAs(Predicate<Session> condition, String counter) {
    return loop("asLongAs", new LoopCondition.AsLongAs(Blocks.notNull("asLongAs condition", condition)),
        Blocks.counter(counter));
  }

  /** Runs a chain only when {@code condition} holds: {@code doIf(p).then(exec(...))}. */
  public Condition<B> doIf(Predicate<Session> condition) {
    return new Condition<>(self(), Blocks.notNull("doIf condition", condition));
  }

  /** Runs one chain or the other: {@code doIfOrElse(p).then(a).orElse(b)}. */
  public Condition.OrElse<B> doIfOrElse(Predicate<Session> condition) {
    return new Condition.OrElse<>(self(), Blocks.notNull("doIfOrElse condition", condition));
  }

  /** Picks a chain by percentage: {@code randomSwitch().on(percentage(60).then(a), percentage(40).then(b))}. */
  public RandomSwitch<B> randomSwitch() {
    return new RandomSwitch<>(self());
  }

  /** Picks one of the chains, each equally likely. */
  public ChainSwitch<B> uniformRandomSwitch() {
    return new ChainSwitch<>(self(), "uniformRandomSwitch", Step.SwitchStrategy.UNIFORM);
  }

  /** Picks the chains in turn, across all users. */
  public ChainSwitch<B> roundRobinSwitch() {
    return new ChainSwitch<>(self(), "roundRobinSwitch", Step.SwitchStrategy.ROUND_ROBIN);
  }

  /**
   * Runs the chain as one transaction, {@code group("checkout").on(...)}: its requests are reported
   * as {@code checkout / request}, and each execution of the group as {@code checkout}, with its
   * duration from entering to leaving (pauses included), OK unless something inside failed.
   */
  public Block<B> group(String name) {
    String group = Require.notBlank("group name", name);
    return new Block<>(self(), "group", body -> new Step.Group(group, body));
  }

  /** Runs a chain again when one of its requests fails, {@code times} tries at most. */
  public Block<B> tryMax(int times) {
    int tries = Blocks.atLeastOne("tryMax times", times);
    return new Block<>(self(), "tryMax", body -> new Step.TryMax(tries, Optional.empty(), body));
  }

  public Block<B> tryMax(int times, String counter) {
    int tries = Blocks.atLeastOne("tryMax times", times);
    Optional<String> name = Blocks.counter(counter);
    return new Block<>(self(), "tryMax", body -> new Step.TryMax(tries, name, body));
  }

  /** Ends the user here when a request before failed (its session is marked failed). */
  public B exitHereIfFailed() {
    return append(new Step.ExitHereIfFailed());
  }

  /**
   * Holds each user here until {@code users} users have reached this point, across all event loops,
   * then lets them all go on at once (a rush of orders when a sale opens); later users pass.
   */
  public B rendezVous(int users) {
    return append(new Step.RendezVous(Require.atLeast("rendezVous users", 1, users)));
  }

  /** Takes the feeder's next record into the session. */
  public B feed(Feeder feeder) {
    if (feeder == null) {
      throw new IllegalArgumentException("feeder must not be null");
    }
    return append(new Step.Feed(feeder.toModel()));
  }

  final B append(Step step) {
    List<Step> all = new ArrayList<>(steps);
    all.add(step);
    return withSteps(all);
  }

  private Block<B> loop(String what, LoopCondition condition, Optional<String> counter) {
    return new Block<>(self(), what, body -> new Step.Loop(condition, counter, body));
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
