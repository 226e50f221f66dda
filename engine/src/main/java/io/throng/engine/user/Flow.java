package io.throng.engine.user;

import io.throng.dsl.Session;
import io.throng.dsl.model.LoopCondition;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * The instructions that steer a compiled scenario: loops, conditions, switches and tries. Each
 * loop and try owns numbered slots in the user ({@link VirtualUser#slots}) for its turn count,
 * start time or limit, so nesting costs no allocation. A condition that throws counts as false,
 * marks the session failed and is counted as a crash of its {@code step} ({@code doIf #1}).
 */
final class Flow {

  private Flow() {}

  /** Starts a loop: turn 0, the start time, and the number of turns when a function gives it. */
  record LoopStart(int slot, LoopCondition condition, String step) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.slots[slot] = 0;
      user.slots[slot + 1] = System.nanoTime();
      if (condition instanceof LoopCondition.TimesOf times) {
        user.slots[slot + 2] = user.evaluate(step, session -> {
          Integer turns = times.times().apply(session);
          return turns == null ? 0 : turns;
        }, 0);
      }
      return true;
    }
  }

  /** Before each turn: goes on into the body, or leaves the loop for {@code exit}. */
  record LoopTest(int slot, LoopCondition condition, String counter, int exit, String step) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      long turn = user.slots[slot];
      if (!holds(user, turn)) {
        user.cursor = exit;
        return true;
      }
      if (counter != null) {
        user.session = user.session.set(counter, (int) turn);
      }
      return true;
    }

    private boolean holds(VirtualUser user, long turn) {
      if (condition instanceof LoopCondition.Times times) {
        return turn < times.times();
      }
      if (condition instanceof LoopCondition.TimesOf) {
        return turn < user.slots[slot + 2];
      }
      if (condition instanceof LoopCondition.During during) {
        return System.nanoTime() - user.slots[slot + 1] < during.duration().toNanos();
      }
      if (condition instanceof LoopCondition.AsLongAs asLongAs) {
        Predicate<Session> test = asLongAs.condition();
        return user.evaluate(step, session -> test.test(session) ? 1 : 0, 0) == 1;
      }
      return true; // forever: the run's end stops it
    }
  }

  /** After each turn: counts it and goes back to the test. */
  record LoopNext(int slot, int test) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.slots[slot]++;
      user.cursor = test;
      return true;
    }
  }

  /** Goes on into the "then" instructions when the condition holds, else to {@code orElse}. */
  record If(Predicate<Session> condition, int orElse, String step) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      if (user.evaluate(step, session -> condition.test(session) ? 1 : 0, 0) == 0) {
        user.cursor = orElse;
      }
      return true;
    }
  }

  /**
   * Goes to one branch: by cumulative percentages (random), uniformly, or in turn; with random
   * percentages under 100, the rest goes to {@code end}.
   */
  record Switch(double[] cumulativePercents, int[] branches, int end, boolean roundRobin, AtomicLong turns)
      implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      if (roundRobin) {
        user.cursor = branches[(int) (turns.getAndIncrement() % branches.length)];
        return true;
      }
      double draw = ThreadLocalRandom.current().nextDouble(100.0);
      user.cursor = end;
      for (int i = 0; i < branches.length; i++) {
        if (draw < cumulativePercents[i]) {
          user.cursor = branches[i];
          break;
        }
      }
      return true;
    }
  }

  /** Starts a try block: try 0, and a session not failed yet. */
  record TryStart(int slot, String counter) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.slots[slot] = 0;
      user.session = user.session.markAsSucceeded();
      if (counter != null) {
        user.session = user.session.set(counter, 0);
      }
      return true;
    }
  }

  /**
   * Ends a try block; a failure inside jumps here at once. Starts the block over while tries are
   * left, else goes on with the session still marked failed.
   */
  record TryEnd(int slot, int times, int body, String counter) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      if (user.session.isFailed() && user.slots[slot] + 1 < times) {
        long next = ++user.slots[slot];
        user.session = user.session.markAsSucceeded();
        if (counter != null) {
          user.session = user.session.set(counter, (int) next);
        }
        user.cursor = body;
      }
      return true;
    }
  }
}
