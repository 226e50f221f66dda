package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.percent;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.Limit;
import io.throng.report.sweep.Sweep;
import io.throng.report.json.SweepDocument.Breach;
import io.throng.report.json.SweepDocument.Level;
import java.time.Instant;
import java.util.List;

/**
 * Writes {@code sweep.json}, the machine-readable twin of the sweep page ({@link SweepDocument}).
 * Thread-safe.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(SweepJson.FILE_NAME), SweepJson.write(sweep));
 * }</pre>
 */
public final class SweepJson {

  public static final String FILE_NAME = "sweep.json";

  private SweepJson() {}

  /** The JSON text of {@code sweep}, ending with a newline. */
  public static String write(Sweep sweep) {
    return JsonText.write(document(sweep), FILE_NAME);
  }

  static SweepDocument document(Sweep sweep) {
    Limit limit = sweep.limit();
    SweepDocument.Limit about = new SweepDocument.Limit(
        limit.maxErrorPercent().isPresent() ? limit.maxErrorPercent().getAsDouble() : null,
        limit.maxP99Micros().isPresent() ? ms(limit.maxP99Micros().getAsLong()) : null);
    String firstBroken = sweep.firstBroken().isPresent()
        ? sweep.levels().get(sweep.firstBroken().getAsInt()).label() : null;
    return new SweepDocument(SweepDocument.SCHEMA_VERSION, "Throng", about, firstBroken,
        sweep.highestHeld().map(LevelFigures::label).orElse(null),
        sweep.levels().stream().map(level -> level(sweep, level)).toList());
  }

  private static Level level(Sweep sweep, LevelFigures level) {
    RunSummary run = level.run();
    ResponseTimes t = run.total().times();
    boolean measured = t.count() > 0;
    List<Breach> breaches = sweep.breaches(level).stream()
        .map(b -> b.metric() == Metric.ERROR_PERCENT
            ? new Breach("errorPercent", round(b.value(), 1_000), b.limit())
            : new Breach("p99Ms", ms(b.value()), ms(b.limit())))
        .toList();
    return new Level(level.label(), level.folder(), level.reportLink().isEmpty() ? null : level.reportLink(),
        run.simulationName(), Instant.ofEpochMilli(run.startEpochMillis()).toString(), run.durationMillis(),
        run.completed(), run.total().count(), run.total().ok(), run.total().ko(),
        percent(run.total().ko(), run.total().count()), round(run.meanTps(), 1_000),
        (long) level.value(Metric.PEAK_TPS),
        measured ? ms(t.meanMicros()) : null, measured ? ms(t.p50Micros()) : null,
        measured ? ms(t.p95Micros()) : null, measured ? ms(t.p99Micros()) : null,
        measured ? ms(t.maxMicros()) : null, breaches);
  }
}
