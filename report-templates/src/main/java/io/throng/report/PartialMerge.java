package io.throng.report;

import io.throng.report.aggregate.ShardGap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which shards of a sharded run its merged report does not cover whole, and why: what local
 * scale-out ({@code Main --shards N}) and {@code loadtest:kubernetes} both hand to
 * {@link ReportGenerator}, so that a report that lacks a shard says so the same way everywhere:
 * at the top of the page, in {@code stats.json} ({@code partial}), in {@code summary.md}, and in
 * {@value #FILE_NAME} beside them.
 *
 * <pre>{@code
 * PartialMerge merge = PartialMerge.of(3).missing(2, PartialMerge.exit(2, "error: cannot start"));
 * ReportGenerator.generate(runLogs, runDirectory, assertions, merge);
 * System.err.println(merge.mark()); // partial: shard 2/3 missing (exit 2: error: cannot start)
 * }</pre>
 */
public final class PartialMerge {

  /** Written beside a partial report, listing what it lacks; removed when a report is whole. */
  public static final String FILE_NAME = "PARTIAL.txt";

  private final int shardCount;
  private final List<ShardGap> gaps;

  private PartialMerge(int shardCount, List<ShardGap> gaps) {
    this.shardCount = shardCount;
    this.gaps = List.copyOf(gaps);
  }

  /**
   * A run of {@code shardCount} shards, all of them in the report so far.
   *
   * @throws IllegalArgumentException if {@code shardCount} is less than 1
   */
  public static PartialMerge of(int shardCount) {
    if (shardCount < 1) {
      throw new IllegalArgumentException("shardCount must be >= 1, was " + shardCount);
    }
    return new PartialMerge(shardCount, List.of());
  }

  /** A report of one run log, or of logs that are not shards: never partial. */
  public static PartialMerge whole() {
    return of(1);
  }

  /**
   * {@code exit 2: error: ...}: a shard process's exit status and its last words; the status alone
   * without them, with the signal that ended it when there was one ({@code exit 137 (signal 9)}).
   */
  public static String exit(int exitCode, String lastWords) {
    // A process ended by signal n exits with 128 + n, as shells and Process.waitFor() report it.
    String signal = exitCode > 128 && exitCode < 160 ? " (signal " + (exitCode - 128) + ")" : "";
    return "exit " + exitCode + signal + (lastWords == null || lastWords.isBlank() ? "" : ": " + lastWords.strip());
  }

  /** These shards, and shard {@code index}, which left no run log to merge, because of {@code reason}. */
  public PartialMerge missing(int index, String reason) {
    return with(new ShardGap(index, shardCount, false, reason));
  }

  /** These shards, and shard {@code index}, whose run log is merged but which stopped before the end. */
  public PartialMerge cutShort(int index, String reason) {
    return with(new ShardGap(index, shardCount, true, reason));
  }

  /** Whether some shard is missing from the report or cut short. */
  public boolean partial() {
    return !gaps.isEmpty();
  }

  /** {@code partial: shard 2/3 missing (exit 2: ...)}; empty when the report is whole. */
  public String mark() {
    return ShardGap.mark(gaps);
  }

  /** The content of {@value #FILE_NAME}: what the report lacks, one shard a line. */
  public String notice() {
    StringBuilder notice = new StringBuilder("PARTIAL REPORT: ").append(gaps.size()).append(" of ").append(shardCount)
        .append(" shards did not run to the end, so its counts, rates and percentiles cover only what the others")
        .append(" measured (and what a shard cut short logged before it stopped).\n\n");
    gaps.forEach(gap -> notice.append(gap.words()).append('\n'));
    return notice.toString();
  }

  List<ShardGap> gaps() {
    return gaps;
  }

  private PartialMerge with(ShardGap gap) {
    if (gap.index() < 0 || gap.index() >= shardCount) {
      throw new IllegalArgumentException("shard index must be >= 0 and < " + shardCount + ", was " + gap.index());
    }
    List<ShardGap> more = new ArrayList<>(gaps);
    more.removeIf(g -> g.index() == gap.index());
    more.add(gap);
    more.sort(Comparator.comparingInt(ShardGap::index));
    return new PartialMerge(shardCount, more);
  }
}
