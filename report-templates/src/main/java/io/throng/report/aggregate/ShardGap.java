package io.throng.report.aggregate;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A shard of a sharded run that a merged report does not cover whole: it left no run log
 * ({@code inReport} false), or it stopped before the end and its log is merged as far as it went.
 * The words are the same on the page, in {@code stats.json}, {@code summary.md}, the console
 * and {@code PARTIAL.txt}: {@code partial: shard 2/3 missing (exit 2: error: ...)}.
 *
 * @param index the shard, from 0
 * @param count the shards of the run
 * @param inReport whether its run log, cut short, is part of the report
 * @param reason why, in words: {@code exit 137}, {@code OOMKilled (exit code 137)}, ...
 */
public record ShardGap(int index, int count, boolean inReport, String reason) {

  public ShardGap {
    Objects.requireNonNull(reason, "reason");
  }

  /** {@code shard 2/3 missing (exit 2: ...)}, or {@code shard 2/3 cut short (...)} when its log is merged. */
  public String words() {
    return "shard " + index + "/" + count + (inReport ? " cut short" : " missing")
        + (reason.isBlank() ? "" : " (" + reason.strip() + ")");
  }

  /** {@code partial: shard 2/3 missing (exit 2: ...), shard 0/3 cut short (...)}; empty without gaps. */
  public static String mark(List<ShardGap> gaps) {
    return gaps.isEmpty() ? "" : "partial: " + gaps.stream().map(ShardGap::words).collect(Collectors.joining(", "));
  }
}
