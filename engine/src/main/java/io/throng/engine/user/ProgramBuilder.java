package io.throng.engine.user;

import io.throng.dsl.model.LoopCondition;
import io.throng.dsl.model.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Lays a scenario's step tree out as a flat program: loops, conditions, switches and tries
 * become jumps. A jump's target is known only once the steps it skips are laid out, so a
 * placeholder takes its index and is replaced then.
 */
final class ProgramBuilder {

  /**
   * Where steps are laid out: inside which groups (the stats name prefix, and how many groups
   * deep) and which try (the indexes of instructions whose failure must jump to its end, or
   * {@code null} outside a try).
   */
  record Context(String group, List<Integer> tryFailures, int groupDepth) {
    static final Context TOP = new Context("", null, 0);
  }

  private static final Instruction PLACEHOLDER = user -> {
    throw new IllegalStateException("unpatched jump");
  };

  private final ScenarioCompiler compiler;
  private final List<Instruction> program = new ArrayList<>();
  private int slots;
  /** How many steps of each DSL word ({@code exec}, {@code doIf}...) are compiled so far, to name them. */
  private final Map<String, Integer> numbered = new HashMap<>();

  ProgramBuilder(ScenarioCompiler compiler) {
    this.compiler = compiler;
  }

  Instruction[] instructions() {
    return program.toArray(Instruction[]::new);
  }

  int slotCount() {
    return slots;
  }

  void steps(List<Step> steps, Context context) {
    steps.forEach(step -> step(step, context));
  }

  private void step(Step step, Context context) {
    if (step instanceof Step.Http http) {
      failable(compiler.send(http, context.group()), context);
    } else if (step instanceof Step.Pause pause) {
      add(new Instruction.Pause(pause.duration().toNanos(), pause.duration().toNanos()));
    } else if (step instanceof Step.RandomPause pause) {
      add(new Instruction.Pause(pause.min().toNanos(), pause.max().toNanos()));
    } else if (step instanceof Step.Pace pace) {
      add(new Instruction.Pace(slots++, pace.period().toNanos()));
    } else if (step instanceof Step.Exec exec) {
      failable(new Instruction.Apply(name("exec", context), exec.function(), -1), context);
    } else if (step instanceof Step.Loop loop) {
      loop(loop, context);
    } else if (step instanceof Step.If branch) {
      branch(branch, context);
    } else if (step instanceof Step.Switch choice) {
      choice(choice, context);
    } else if (step instanceof Step.Group group) {
      group(group, context);
    } else if (step instanceof Step.RendezVous rendezVous) {
      add(new RendezVous(rendezVous.users()));
    } else if (step instanceof Step.TryMax tryMax) {
      tryMax(tryMax, context);
    } else if (step instanceof Step.ExitHereIfFailed) {
      add(new Instruction.ExitIfFailed());
    } else if (step instanceof Step.AddCookie cookie) {
      failable(compiler.addCookie(cookie, name("addCookie", context)), context);
    } else if (step instanceof Step.GetCookieValue cookie) {
      failable(compiler.getCookieValue(cookie, name("getCookieValue", context)), context);
    } else if (step instanceof Step.FlushCookies flush) {
      add(compiler.flushCookies(flush, name(flush.sessionOnly() ? "flushSessionCookies" : "flushCookieJar", context)));
    } else if (step instanceof Step.WebSocket socket) {
      failable(compiler.webSocket(socket, context.group()), context);
    } else if (step instanceof Step.Sse stream) {
      failable(compiler.sse(stream, context.group()), context);
    } else {
      add(compiler.feed(((Step.Feed) step).feeder(), name("feed", context)));
    }
  }

  private void loop(Step.Loop loop, Context context) {
    int slot = slots;
    slots += 3; // turn, start time, number of turns
    String name = name(loop.condition() instanceof LoopCondition.AsLongAs ? "asLongAs" : "repeat", context);
    add(new Flow.LoopStart(slot, loop.condition(), name));
    int test = add(PLACEHOLDER);
    steps(loop.body(), context);
    add(new Flow.LoopNext(slot, test));
    program.set(test, new Flow.LoopTest(slot, loop.condition(), loop.counter().orElse(null), program.size(), name));
  }

  /**
   * The name a step's crash is counted under: its groups, its DSL word and its number among the
   * scenario's steps of that word ({@code checkout / exec #2}, {@code doIf #1}).
   */
  private String name(String word, Context context) {
    return context.group() + word + " #" + numbered.merge(word, 1, Integer::sum);
  }

  private void branch(Step.If branch, Context context) {
    String name = name("doIf", context);
    int test = add(PLACEHOLDER);
    steps(branch.then(), context);
    int skipElse = branch.orElse().isEmpty() ? -1 : add(PLACEHOLDER);
    int orElse = program.size();
    steps(branch.orElse(), context);
    program.set(test, new Flow.If(branch.condition(), orElse, name));
    if (skipElse >= 0) {
      program.set(skipElse, new Instruction.Jump(program.size()));
    }
  }

  private void choice(Step.Switch choice, Context context) {
    int at = add(PLACEHOLDER);
    List<Step.Branch> branches = choice.branches();
    int[] starts = new int[branches.size()];
    double[] cumulative = new double[branches.size()];
    List<Integer> exits = new ArrayList<>();
    double total = 0;
    for (int i = 0; i < branches.size(); i++) {
      total += choice.strategy() == Step.SwitchStrategy.RANDOM ? branches.get(i).percent() : 100.0 / branches.size();
      cumulative[i] = total;
      starts[i] = program.size();
      steps(branches.get(i).steps(), context);
      exits.add(add(PLACEHOLDER));
    }
    int end = program.size();
    exits.forEach(exit -> program.set(exit, new Instruction.Jump(end)));
    program.set(at, new Flow.Switch(cumulative, starts, end,
        choice.strategy() == Step.SwitchStrategy.ROUND_ROBIN, new AtomicLong()));
  }

  private void group(Step.Group group, Context context) {
    String name = context.group() + group.name();
    add(new Instruction.GroupStart(context.groupDepth(), compiler.groupKey(name)));
    steps(group.steps(), new Context(name + " / ", context.tryFailures(), context.groupDepth() + 1));
    add(new Instruction.GroupEnd(context.groupDepth()));
  }

  private void tryMax(Step.TryMax tryMax, Context context) {
    int slot = slots++;
    String counter = tryMax.counter().orElse(null);
    add(new Flow.TryStart(slot, counter));
    int body = program.size();
    Context inside = new Context(context.group(), new ArrayList<>(), context.groupDepth());
    steps(tryMax.steps(), inside);
    int end = program.size();
    // A failure jumps here from wherever it happened, maybe from inside groups of the try.
    add(new Instruction.GroupEnd(context.groupDepth()));
    add(new Flow.TryEnd(slot, tryMax.times(), body, counter));
    for (int index : inside.tryFailures()) {
      Instruction failable = program.get(index);
      if (failable instanceof Instruction.Send send) {
        program.set(index, send.withTryEnd(end));
      } else if (failable instanceof WebSocketStep socket) {
        program.set(index, socket.withTryEnd(end));
      } else if (failable instanceof SseStep stream) {
        program.set(index, stream.withTryEnd(end));
      } else if (failable instanceof CookieStep cookie) {
        program.set(index, new CookieStep(cookie.step(), cookie.action(), end));
      } else {
        Instruction.Apply apply = (Instruction.Apply) failable;
        program.set(index, new Instruction.Apply(apply.step(), apply.function(), end));
      }
    }
  }

  /** Adds an instruction that jumps to the enclosing try's end when it fails. */
  private void failable(Instruction instruction, Context context) {
    int index = add(instruction);
    if (context.tryFailures() != null) {
      context.tryFailures().add(index);
    }
  }

  private int add(Instruction instruction) {
    program.add(instruction);
    return program.size() - 1;
  }
}
