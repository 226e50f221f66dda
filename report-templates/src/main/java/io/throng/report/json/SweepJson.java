package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.Metric;
import io.throng.report.json.SweepDocument.Breach;
import io.throng.report.json.SweepDocument.Level;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.LevelLimit;
import io.throng.report.sweep.Sweep;
import java.util.List;

/** Builds the {@link SweepDocument} of a sweep; {@link MultiRunJson} writes it. */
final class SweepJson {

  private SweepJson() {}

  static SweepDocument document(Sweep sweep) {
    LevelLimit limit = sweep.limit();
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
    List<Breach> breaches = sweep.breaches(level).stream()
        .map(b -> b.metric() == Metric.ERROR_PERCENT
            ? new Breach("errorPercent", round(b.value(), 1_000), b.limit())
            : new Breach("p99Ms", ms(b.value()), ms(b.limit())))
        .toList();
    return new Level(level.label(), level.folder(), JsonText.link(level.reportLink()), StatsJson.about(level.run()),
        StatsJson.totals(level.run()), breaches, level.run().validity().valid());
  }
}
