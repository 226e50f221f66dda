package io.throng.engine.stats;

import java.util.LinkedHashMap;
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
 * loop. The {@link StatsCollector} reads every loop's recorder every 200 ms. Thread-safe; none
 * of its methods is called per request.
 *
 * <pre>{@code
 * StatsRecorder stats = new StatsRecorder();
 * RequestKey user = stats.key("user");              // when the scenario is compiled
 * LoopRecorder recorder = stats.loop(eventLoop);    // when a user is made for that loop
 * recorder.recordOk(user, intendedNanos, sentNanos, endNanos, 200);
 * }</pre>
 *
 * <p>Every name costs histograms on the loops that record it: past {@code maxNames} names, the
 * plan's and those made while the run goes ({@code http("page #{i}")}) alike, further ones share
 * the one key {@link #OTHER_NAMES}, so neither a plan of many requests nor a name built from an id
 * can exhaust memory.
 *
 * <p>Seconds count from {@link #start(long)}: a response counts in the second it completed in.
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
  private final AtomicInteger names = new AtomicInteger();
  private final Map<Object, LoopRecorder> byLoop = new ConcurrentHashMap<>();
  private final List<LoopRecorder> loops = new CopyOnWriteArrayList<>();
  private final int maxNames;
  private final Consumer<String> notices;
  private final RequestKey otherNames;
  private final AtomicBoolean overflowed = new AtomicBoolean();
  private final Map<String, ScenarioUserCount> scenarioUsers = new LinkedHashMap<>();
  private final ActiveUsers activeUsers = new ActiveUsers();
  private volatile long startNanos;

  /** A recorder that keeps {@link #DEFAULT_MAX_NAMES} names apart and says nothing past them. */
  public StatsRecorder() {
    this(DEFAULT_MAX_NAMES, notice -> {});
  }

  /**
   * @param maxNames how many distinct request names are kept apart
   * @param notices told once, the first time a name is counted under {@link #OTHER_NAMES}
   */
  public StatsRecorder(int maxNames, Consumer<String> notices) {
    this.maxNames = maxNames;
    this.notices = notices;
    this.otherNames = new RequestKey(OTHER_NAMES, nextId.getAndIncrement());
  }

  /**
   * The key of {@code name}: the same key for the same name, all run long; past {@code maxNames}
   * names, the key {@link #OTHER_NAMES} for any new one. Resolved once for the plan's names, when
   * their scenario is compiled, and for names made while the run goes, when they are made.
   */
  public RequestKey key(String name) {
    RequestKey key = keys.get(name);
    if (key != null) {
      return key;
    }
    // Decided under the map's lock for this name, so a loop racing for a name being kept apart
    // waits for its key instead of counting it under OTHER_NAMES. Loops racing past the limit
    // with different names may each add one: a few more, never without bound.
    key = keys.computeIfAbsent(name, n -> {
      if (names.get() >= maxNames) {
        return null;
      }
      names.incrementAndGet();
      return new RequestKey(n, nextId.getAndIncrement());
    });
    return key != null ? key : otherNames();
  }

  /**
   * The key of group {@code name} ({@code "checkout"}, {@code "outer / inner"}): groups are keyed
   * apart from requests, so a group and a request may share a name. Groups are the plan's only, so
   * they are not limited.
   */
  public RequestKey groupKey(String name) {
    RequestKey key = groupKeys.get(name);
    return key != null ? key : groupKeys.computeIfAbsent(name, n -> new RequestKey(n, nextGroupId.getAndIncrement()));
  }

  /** Second 0 of the run begins at {@code nanos} ({@link System#nanoTime()}): set before anything is recorded. */
  public void start(long nanos) {
    startNanos = nanos;
  }

  /** When second 0 began. */
  long startNanos() {
    return startNanos;
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

  /** Every loop's recorder so far. */
  List<LoopRecorder> loops() {
    return loops;
  }

  /**
   * The user count of scenario {@code name}, made on first call (when the scenario is compiled,
   * before the run, so their order is the plan's). Any thread.
   */
  public synchronized ScenarioUserCount scenarioUsers(String name) {
    return scenarioUsers.computeIfAbsent(name, n -> new ScenarioUserCount(n, activeUsers));
  }

  /** The users of every scenario, active now and at most. */
  ActiveUsers activeUsers() {
    return activeUsers;
  }

  /** Every scenario's user count, in the order made. */
  synchronized List<ScenarioUserCount> scenarioUsers() {
    return List.copyOf(scenarioUsers.values());
  }
}
