package io.throng.report.aggregate;

import io.throng.engine.runlog.ValidityRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Whether the run is valid: a run whose load generator was saturated for long enough (see
 * {@link ValidityRules}) measured the generator as much as the target, and says so. Judged on the
 * run log's {@code HEALTH}, {@code LATE} and {@code REQUEST} records with the log's own
 * {@code VALIDITY} rules, so a report rebuilt from the log gives the same verdict. Of merged logs,
 * each injector is judged on its own records and a second of the run is saturated when any
 * injector was in it: one saturated injector spoils the run.
 *
 * <pre>{@code
 * Validity validity = run.validity();
 * if (!validity.valid()) System.out.println("Invalid run: " + validity.reason());
 * }</pre>
 *
 * @param rules the rules the run was judged by
 * @param saturated the seconds in which at least one signal crossed its limit, in order
 * @param longestStreak the most saturated seconds in a row
 * @param secondsJudged the run's seconds, the base of {@link ValidityRules#runPercent()}
 */
public record Validity(ValidityRules rules, List<SaturatedSecond> saturated, long longestStreak, long secondsJudged) {

  public Validity {
    saturated = List.copyOf(saturated);
  }

  /** The verdict on a run's seconds: {@code secondsLogged} of them, with these records. */
  static Validity judge(ValidityRules rules, HealthSummary health, LateSummary late, List<SecondStats> requests,
      long secondsLogged) {
    Map<Long, Long> lateBySecond = late.seconds().stream()
        .collect(Collectors.toMap(LateSummary.SecondLate::second, LateSummary.SecondLate::count, Long::sum));
    Map<Long, Long> requestsBySecond = requests.stream()
        .collect(Collectors.toMap(SecondStats::second, SecondStats::total, Long::sum));
    TreeMap<Long, SaturatedSecond> seconds = new TreeMap<>();
    for (HealthSummary.SecondHealth h : health.seconds()) {
      seconds.put(h.second(), new SaturatedSecond(h.second(), h.cpuPercent(), h.maxLoopLagMicros(),
          lateBySecond.getOrDefault(h.second(), 0L), requestsBySecond.getOrDefault(h.second(), 0L)));
    }
    // A second with late starts but no HEALTH record (a log cut off between the two) still counts.
    lateBySecond.forEach((second, count) -> seconds.computeIfAbsent(second,
        s -> new SaturatedSecond(s, -1, 0, count, requestsBySecond.getOrDefault(s, 0L))));
    return of(rules, seconds.values().stream().filter(s -> s.saturated(rules)).toList(), secondsLogged);
  }

  /**
   * The verdict on merged run logs, {@code secondsLogged} seconds of them: a second is saturated when
   * any injector was on its own, as judged in {@code injectors}, so that one injector's late starts
   * are not diluted by the others' punctual ones.
   */
  static Validity merged(ValidityRules rules, List<Validity> injectors, long secondsLogged) {
    TreeMap<Long, SaturatedSecond> seconds = new TreeMap<>();
    for (Validity injector : injectors) {
      for (SaturatedSecond s : injector.saturated()) {
        seconds.merge(s.second(), s, (a, b) -> a.worst(b, rules));
      }
    }
    return of(rules, new ArrayList<>(seconds.values()), secondsLogged);
  }

  /** The verdict on {@code saturated}, the saturated seconds in order. */
  private static Validity of(ValidityRules rules, List<SaturatedSecond> saturated, long secondsJudged) {
    long longest = 0;
    long streak = 0;
    long previous = Long.MIN_VALUE;
    for (SaturatedSecond s : saturated) {
      // A second that is missing or not saturated breaks the streak.
      streak = s.second() == previous + 1 ? streak + 1 : 1;
      previous = s.second();
      longest = Math.max(longest, streak);
    }
    return new Validity(rules, saturated, longest, secondsJudged);
  }

  /** Whether the run's figures can be trusted to be the target's: the generator kept up. */
  public boolean valid() {
    if (longestStreak >= rules.consecutiveSeconds()) {
      return false;
    }
    long share = (long) Math.ceil(secondsJudged * rules.runPercent() / 100.0);
    return saturated.size() < Math.max(rules.consecutiveSeconds(), share);
  }

  /**
   * Why the run is not valid, in one sentence without a final period: how many seconds were
   * saturated and, for each signal, in which seconds and by how much at worst; empty when valid.
   */
  public String reason() {
    if (valid()) {
      return "";
    }
    List<String> signals = new ArrayList<>();
    signal(signals, s -> s.cpu(rules), "CPU at " + rules.cpuPercent() + " % of the generator's cores or more",
        s -> (long) s.cpuPercent(), v -> v + " %");
    signal(signals, s -> s.lag(rules), "event-loop lag of " + millis(rules.loopLagMicros()) + " ms or more",
        SaturatedSecond::loopLagMicros, v -> millis(v) + " ms");
    signal(signals, s -> s.lateStarts(rules), "more than " + percent(rules.lateBasisPoints())
        + " % of requests started over 10 ms late", SaturatedSecond::lateBasisPoints, v -> percent(v) + " %");
    return "the load generator was saturated in " + saturated.size() + " of " + secondsJudged + " seconds, "
        + longestStreak + " in a row (invalid from " + rules.consecutiveSeconds() + " in a row or "
        + rules.runPercent() + " % of the run): " + String.join("; ", signals)
        + "; the figures may show the generator's limits, not the target's";
  }

  private void signal(List<String> out, Predicate<SaturatedSecond> crossed, String what,
      Function<SaturatedSecond, Long> value, Function<Long, String> unit) {
    List<SaturatedSecond> seconds = saturated.stream().filter(crossed).toList();
    if (seconds.isEmpty()) {
      return;
    }
    SaturatedSecond worst = seconds.get(0);
    for (SaturatedSecond s : seconds) {
      worst = value.apply(s) > value.apply(worst) ? s : worst;
    }
    out.add(what + " in second" + (seconds.size() == 1 ? " " : "s ") + ranges(seconds) + " (worst "
        + unit.apply(value.apply(worst)) + " in second " + worst.second() + ")");
  }

  /**
   * The rules in one sentence without a final period: {@code a second counts as saturated when ...;
   * the run is invalid when ...}.
   */
  public String rulesInWords() {
    return "a second counts as saturated when the generator's CPU reached " + rules.cpuPercent()
        + " % of its cores, an event loop ran a task " + millis(rules.loopLagMicros()) + " ms late or more, or more than "
        + percent(rules.lateBasisPoints()) + " % of its requests (" + SaturatedSecond.MIN_LATE_STARTS
        + " at least) started over 10 ms late; the run is invalid when " + rules.consecutiveSeconds()
        + " such seconds come in a row or they add up to " + rules.runPercent() + " % of the run";
  }

  /** The CPU, in percent of the generator's cores, from which a second is saturated. */
  public int cpuLimitPercent() {
    return rules.cpuPercent();
  }

  /** The event-loop lag from which a second is saturated. */
  public long loopLagLimitMicros() {
    return rules.loopLagMicros();
  }

  /** The signals that crossed their limits in {@code second}: {@code cpu}, {@code loopLag}, {@code lateStarts}. */
  public List<String> signals(SaturatedSecond second) {
    List<String> signals = new ArrayList<>();
    if (second.cpu(rules)) {
      signals.add("cpu");
    }
    if (second.lag(rules)) {
      signals.add("loopLag");
    }
    if (second.lateStarts(rules)) {
      signals.add("lateStarts");
    }
    return signals;
  }

  /** The limits as stats.json gives them: CPU %, loop lag in microseconds, late %, seconds in a row, run %. */
  public List<Number> limits() {
    return List.of(rules.cpuPercent(), rules.loopLagMicros(), rules.lateBasisPoints() / 100.0,
        rules.consecutiveSeconds(), rules.runPercent());
  }

  /** {@code 2-5, 9}: the seconds as runs of consecutive ones. */
  private static String ranges(List<SaturatedSecond> seconds) {
    List<String> parts = new ArrayList<>();
    long first = seconds.get(0).second();
    long last = first;
    for (SaturatedSecond s : seconds.subList(1, seconds.size())) {
      if (s.second() != last + 1) {
        parts.add(first == last ? Long.toString(first) : first + "-" + last);
        first = s.second();
      }
      last = s.second();
    }
    parts.add(first == last ? Long.toString(first) : first + "-" + last);
    return String.join(", ", parts);
  }

  private static String millis(long micros) {
    return String.format(Locale.ROOT, micros % 1_000 == 0 ? "%.0f" : "%.1f", micros / 1_000.0);
  }

  private static String percent(long basisPoints) {
    return String.format(Locale.ROOT, basisPoints % 100 == 0 ? "%.0f" : "%.2f", basisPoints / 100.0);
  }

  /**
   * One second of the generator against the rules: its CPU in percent of its cores (-1 when
   * unknown), its worst event-loop lag, and how many of its {@code requests} started late.
   */
  public record SaturatedSecond(long second, int cpuPercent, long loopLagMicros, long lateStarts, long requests) {

    /**
     * The fewest late starts in a second that can make it saturated: a floor against chance in
     * light seconds, not a setting; docs/validity.md says why.
     */
    static final int MIN_LATE_STARTS = 5;

    /** Late starts in hundredths of a percent of the second's requests; all of them when it had none. */
    public long lateBasisPoints() {
      return requests == 0 ? (lateStarts > 0 ? 10_000 : 0) : Math.min(10_000, lateStarts * 10_000 / requests);
    }

    public boolean cpu(ValidityRules rules) {
      return cpuPercent >= rules.cpuPercent();
    }

    public boolean lag(ValidityRules rules) {
      return loopLagMicros >= rules.loopLagMicros();
    }

    /**
     * Whether more than the allowed share of the second's requests started late; a few late starts
     * in a light second (one of three) are a scheduling hiccup, not saturation, so it takes {@link
     * #MIN_LATE_STARTS}.
     */
    public boolean lateStarts(ValidityRules rules) {
      return lateStarts >= MIN_LATE_STARTS && lateStarts * 10_000 > rules.lateBasisPoints() * Math.max(requests, lateStarts);
    }

    boolean saturated(ValidityRules rules) {
      return cpu(rules) || lag(rules) || lateStarts(rules);
    }

    /**
     * This second of one injector and {@code other}, the same second of another: the higher CPU
     * and lag, and the late starts of the one whose late starts crossed the limit (the larger
     * share when both or neither did).
     */
    SaturatedSecond worst(SaturatedSecond other, ValidityRules rules) {
      boolean mine = lateStarts(rules);
      boolean theirs = other.lateStarts(rules);
      SaturatedSecond late = mine != theirs ? (mine ? this : other)
          : (lateBasisPoints() >= other.lateBasisPoints() ? this : other);
      return new SaturatedSecond(second, Math.max(cpuPercent, other.cpuPercent),
          Math.max(loopLagMicros, other.loopLagMicros), late.lateStarts, late.requests);
    }
  }
}
