package io.throng.engine.user;

import io.throng.dsl.Session;
import io.throng.engine.check.ResponseChecks;
import io.throng.engine.feed.FeederSource;
import io.throng.engine.http.CompiledRequest;
import io.throng.engine.http.CompiledText;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.RequestKey;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * One instruction of a compiled scenario, which is a flat program: loops, conditions and tries
 * are jumps to instruction indexes, so a user runs any scenario with a cursor and a few numbered
 * slots ({@link VirtualUser#slots}) and never recurses. Instructions are immutable and shared by
 * every user of the scenario; the state lives in the user.
 */
interface Instruction {

  /**
   * Runs on the user's event loop, with the user's cursor already on the next instruction.
   *
   * @return {@code true} to go on at once, {@code false} when the user now waits (for a
   *     response, a pause) and will resume by itself
   */
  boolean run(VirtualUser user);

  /**
   * Sends a request; {@code key} is its stats name, group prefix included. A {@code silent} one is
   * left out of the statistics but still fails its session and groups. A name that varies has
   * {@code dynamicName}, which makes the name (group prefix included) from the session; {@code key}
   * is then the name as written, which counts the requests whose name cannot be made. Its
   * {@code resources} are fetched after an OK response, before the user goes on.
   */
  record Send(RequestKey key, CompiledRequest request, ResponseChecks checks, boolean followRedirects, int tryEnd,
      boolean silent, CompiledText dynamicName, ResourcePlan resources) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      return user.send(this);
    }

    /** This send inside a {@code tryMax} whose end is {@code tryEnd}. */
    Send withTryEnd(int tryEnd) {
      return new Send(key, request, checks, followRedirects, tryEnd, silent, dynamicName, resources);
    }

    /** How much of the response body to keep: what the checks read, or all of a page whose resources are looked for. */
    int bodyBytesToKeep() {
      return resources.readsPage() ? Math.max(checks.bodyBytesToKeep(), resources.maxBodyBytes())
          : checks.bodyBytesToKeep();
    }
  }

  /** Waits {@code minNanos}, or a uniformly random time up to {@code maxNanos}. */
  record Pause(long minNanos, long maxNanos) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      long nanos = maxNanos > minNanos ? ThreadLocalRandom.current().nextLong(minNanos, maxNanos + 1) : minNanos;
      return user.pause(nanos);
    }
  }

  /** Waits until {@code periodNanos} after this user last passed here; slot {@code slot} holds when. */
  record Pace(int slot, long periodNanos) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      long now = System.nanoTime();
      long last = user.slots[slot];
      if (last == VirtualUser.UNSET || last + periodNanos <= now) {
        user.slots[slot] = now;
        return true;
      }
      user.slots[slot] = last + periodNanos;
      return user.pause(last + periodNanos - now);
    }
  }

  /**
   * Replaces the session with what a function of it returns; a function that throws marks the
   * session failed and is counted as a crash of {@code step} ({@code exec #2}).
   */
  record Apply(String step, Function<Session, Session> function, int tryEnd) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      try {
        Session next = function.apply(user.session);
        if (next == null) {
          throw new IllegalStateException("exec function returned null instead of a session");
        }
        user.session = next;
      } catch (Exception e) {
        user.crashed(step, e, tryEnd);
      }
      return true;
    }
  }

  /**
   * Adds a feeder's next record to the session. An exhausted feeder ends the user with a KO of
   * {@code key} ({@code feed <feeder>}); one whose code throws (an iterator's, a generator's) ends
   * it too, counted as a crash of {@code step} ({@code feed #1}) as a function that throws is: the
   * steps after it would run without the record they were written for.
   */
  record Feed(FeederSource feeder, RequestKey key, String step) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      Map<String, Object> record;
      try {
        record = feeder.next();
      } catch (Exception e) {
        user.crashed(step, e, -1);
        user.exit();
        return true;
      }
      if (record == null) {
        user.recordKo(key, FailureKind.FEEDER, "feeder " + feeder.describe() + " has no more records");
        user.exitSpent();
      } else {
        user.session = user.session.setAll(record);
      }
      return true;
    }
  }

  /** Goes to {@code target}. */
  record Jump(int target) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.cursor = target;
      return true;
    }
  }

  /** Enters group {@code key}, at nesting level {@code depth} (0 outside any group). */
  record GroupStart(int depth, RequestKey key) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.enterGroup(depth, key);
      return true;
    }
  }

  /**
   * Leaves the groups open at nesting level {@code depth} or deeper, recording each execution: the
   * end of a group, and the end of a {@code tryMax} whose failure jumped out of groups inside it.
   */
  record GroupEnd(int depth) implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      user.leaveGroups(depth);
      return true;
    }
  }

  /** Ends the user when its session is marked failed. */
  record ExitIfFailed() implements Instruction {
    @Override
    public boolean run(VirtualUser user) {
      if (user.session.isFailed()) {
        user.exit();
      }
      return true;
    }
  }
}
