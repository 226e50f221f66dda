package io.throng.engine.stats;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The run's statistics as the virtual users record them: the request names of the run, each
 * resolved once to a {@link RequestKey}, and one single-writer {@link LoopRecorder} per event
 * loop. The {@link StatsCollector} reads every loop's recorder once a second. Thread-safe; none
 * of its methods is called per request.
 *
 * <pre>{@code
 * StatsRecorder stats = new StatsRecorder();
 * RequestKey user = stats.key("user");              // when the scenario is compiled
 * LoopRecorder recorder = stats.loop(eventLoop);    // when a user is made for that loop
 * recorder.recordOk(user, intendedNanos, sentNanos, endNanos, 200);
 * }</pre>
 *
 * <p>Names that vary with the session ({@code http("page #{i}")}) are made while the run goes,
 * and every name costs histograms on every loop: past {@code maxNames} names made so, further
 * ones share the one key {@link #OTHER_NAMES}, so a name built from an id cannot exhaust memory.
 */
public final class StatsRecorder {

  /** How many distinct request names a run keeps apart unless configured otherwise. */
  public static final int DEFAULT_MAX_NAMES = 5_000;

  /** The name under which requests are counted once the run has {@code maxNames} names. */
  public static final String OTHER_NAMES = "(other names)";

  private final Map<String, RequestKey> keys = new ConcurrentHashMap<>();
  private final AtomicInteger nextId = new AtomicInteger();
  private final Map<String, RequestKey> groupKeys = new ConcurrentHashMap<>();
  private final AtomicInteger nextGroupId = new AtomicInteger();
  private final AtomicInteger madeNames = new AtomicInteger();
  private final Map<Object, LoopRecorder> byLoop = new ConcurrentHashMap<>();
  private final List<LoopRecorder> loops = new CopyOnWriteArrayList<>();
  private final int maxNames;
  private final Consumer<String> notices;
  private final RequestKey otherNames;
  private final AtomicBoolean overflowed = new AtomicBoolean();
  private final Map<String, ScenarioUserCount> scenarioUsers = new ConcurrentHashMap<>();
  private final List<ScenarioUserCount> scenarioUsersInOrder = new CopyOnWriteArrayList<>();

  /** A recorder that keeps {@link #DEFAULT_MAX_NAMES} made names apart and says nothing past them. */
  public StatsRecorder() {
    this(DEFAULT_MAX_NAMES, notice -> {});
  }

  /**
   * @param maxNames how many distinct names made while the run goes are kept apart
   * @param notices told once, the first time a name is counted under {@link #OTHER_NAMES}
   */
  public StatsRecorder(int maxNames, Consumer<String> notices) {
    this.maxNames = maxNames;
    this.notices = notices;
    this.otherNames = new RequestKey(OTHER_NAMES, nextId.getAndIncrement());
  }

  /** The key of {@code name}, a name of the plan: the same key for the same name, all run long. */
  public RequestKey key(String name) {
    RequestKey key = keys.get(name);
    return key != null ? key : keys.computeIfAbsent(name, n -> new RequestKey(n, nextId.getAndIncrement()));
  }

  /**
   * The key of group {@code name} ({@code "checkout"}, {@code "outer / inner"}): groups are keyed
   * apart from requests, so a group and a request may share a name.
   */
  public RequestKey groupKey(String name) {
    RequestKey key = groupKeys.get(name);
    return key != null ? key : groupKeys.computeIfAbsent(name, n -> new RequestKey(n, nextGroupId.getAndIncrement()));
  }

  /**
   * The key of {@code name}, a name made while the run goes (one that varies with the session, a
   * redirect's hop): as {@link #key}, but past {@code maxNames} such names, the key
   * {@link #OTHER_NAMES} for any new one.
   */
  RequestKey madeKey(String name) {
    RequestKey key = keys.get(name);
    if (key != null) {
      return key;
    }
    // Loops racing past the limit may each add a name: a few more, never without bound.
    if (madeNames.get() >= maxNames) {
      return otherNames();
    }
    return keys.computeIfAbsent(name, n -> {
      madeNames.incrementAndGet();
      return new RequestKey(n, nextId.getAndIncrement());
    });
  }

  private RequestKey otherNames() {
    if (overflowed.compareAndSet(false, true)) {
      keys.put(OTHER_NAMES, otherNames);
      notices.accept("More than " + maxNames + " distinct request names: further ones are counted as \""
          + OTHER_NAMES + "\" (-Dloadtest.maxRequestNames=<n> keeps more apart, each costing memory on every event"
          + " loop)");
    }
    return otherNames;
  }

  /**
   * The recorder of the event loop {@code loop}, made on first use. Only {@code loop}'s thread
   * may record into it.
   */
  public LoopRecorder loop(Object loop) {
    LoopRecorder recorder = byLoop.get(loop);
    return recorder != null ? recorder : byLoop.computeIfAbsent(loop, l -> {
      LoopRecorder made = new LoopRecorder(this);
      loops.add(made);
      return made;
    });
  }

  /** Every request key so far, by name. */
  Map<String, RequestKey> keys() {
    return keys;
  }

  /** Every group key so far, by name. */
  Map<String, RequestKey> groupKeys() {
    return groupKeys;
  }

  /** Every loop's recorder so far. */
  List<LoopRecorder> loops() {
    return loops;
  }

  /**
   * The user count of scenario {@code name}, made on first call (when the scenario is compiled,
   * before the run, so their order is the plan's). Any thread.
   */
  public ScenarioUserCount scenarioUsers(String name) {
    return scenarioUsers.computeIfAbsent(name, n -> {
      ScenarioUserCount count = new ScenarioUserCount(n);
      scenarioUsersInOrder.add(count);
      return count;
    });
  }

  /** Every scenario's user count, in the order made. */
  List<ScenarioUserCount> scenarioUsers() {
    return scenarioUsersInOrder;
  }
}
