package io.throng.engine.stats;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

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
 */
public final class StatsRecorder {

  private final Map<String, RequestKey> keys = new ConcurrentHashMap<>();
  private final AtomicInteger nextId = new AtomicInteger();
  private final Map<String, RequestKey> groupKeys = new ConcurrentHashMap<>();
  private final AtomicInteger nextGroupId = new AtomicInteger();
  private final Map<Object, LoopRecorder> byLoop = new ConcurrentHashMap<>();
  private final List<LoopRecorder> loops = new CopyOnWriteArrayList<>();

  /** The key of {@code name}: the same key for the same name, all run long. */
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
}
