package io.throng.engine.run;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Population;
import io.throng.engine.schedule.Pacer;
import io.throng.engine.schedule.PopulationInjection;
import io.throng.engine.config.Shard;
import io.throng.engine.schedule.UserStarter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The run's populations as a tree: the plan's populations start together, each one's children
 * start when it is done ({@code andThen}), and {@link #allDone()} completes when every
 * population has run or been given up. On a shard, "done" is this shard's part of the population:
 * shards do not wait for each other, so a child may start on one shard before another.
 * Transitions take a lock; they happen once per population, far from any request.
 */
final class Populations {

  /** One population of the tree. */
  private final class Node {
    final PopulationInjection injection;
    final UserStarter starter;
    final List<Node> children = new ArrayList<>();
    boolean started;
    boolean done;

    Node(PopulationInjection injection, UserStarter starter) {
      this.injection = injection;
      this.starter = starter;
    }
  }

  private final List<Node> roots = new ArrayList<>();
  private final List<Node> all = new ArrayList<>();
  private final ScheduledExecutorService timer;
  private final CompletableFuture<Void> allDone = new CompletableFuture<>();
  private int remaining;
  private boolean stopping;

  /**
   * Compiles every population (and so fails before the run when one cannot run).
   *
   * @param starters the user starter of each population, made once per population
   */
  Populations(List<Population> populations, Pacer pacer, LongSupplier runSeeds, Shard shard,
      ScheduledExecutorService timer, Function<Population, UserStarter> starters) {
    this.timer = timer;
    for (Population population : populations) {
      roots.add(compile(population, injection -> PopulationInjection.of(injection, pacer, runSeeds, shard), starters));
    }
    remaining = all.size();
  }

  private Node compile(Population population, Function<InjectionProfile, PopulationInjection> injections,
      Function<Population, UserStarter> starters) {
    Node node = new Node(injections.apply(population.profile()), starters.apply(population));
    all.add(node);
    for (Population child : population.children()) {
      node.children.add(compile(child, injections, starters));
    }
    return node;
  }

  /**
   * Starts the plan's top-level populations.
   *
   * @param startNanos second 0 of the run on the {@link System#nanoTime()} clock, which a run
   *     ready late for its start instant has already passed: users due since start at once
   */
  synchronized void start(long startNanos) {
    roots.forEach(node -> start(node, startNanos));
  }

  /** Completes when every population is done, or was never started because the run stopped. */
  CompletableFuture<Void> allDone() {
    return allDone;
  }

  /** Starts no more users and no further population. */
  synchronized void stop() {
    stopping = true;
    for (Node node : all) {
      if (node.started) {
        node.injection.stop();
      } else {
        done(node);
      }
    }
  }

  private void start(Node node, long startNanos) {
    node.started = true;
    node.injection.start(timer, startNanos, node.starter, () -> finished(node));
  }

  private synchronized void finished(Node node) {
    done(node);
    for (Node child : node.children) {
      if (!stopping && !child.started) {
        start(child, System.nanoTime());
      }
    }
  }

  private void done(Node node) {
    if (!node.done) {
      node.done = true;
      if (--remaining == 0) {
        allDone.complete(null);
      }
    }
  }
}
