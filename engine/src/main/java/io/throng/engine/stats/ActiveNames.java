package io.throng.engine.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The keys used in the slots a collector step drains, each once, in the order they were made:
 * what the step writes, however many names the run has seen. Reused step after step by the
 * stats thread; not thread-safe.
 */
final class ActiveNames {

  // Keys are numbered as they are made, the plan's names first, step by step: the report keeps the
  // order in which names first appear in the log, so this is the scenarios' order.
  private static final Comparator<RequestKey> IN_ORDER_MADE = Comparator.comparingInt(RequestKey::id);

  private final Set<RequestKey> seen = new LinkedHashSet<>();
  private final List<RequestKey> sorted = new ArrayList<>();

  /** The keys {@code table} of any of {@code slots} lists as used; valid until the next call. */
  List<RequestKey> of(List<SecondSlot> slots, Function<SecondSlot, KeyedTable<?>> table) {
    seen.clear();
    for (SecondSlot slot : slots) {
      KeyedTable<?> entries = table.apply(slot);
      for (int i = 0; i < entries.usedCount(); i++) {
        seen.add(entries.usedKey(i));
      }
    }
    sorted.clear();
    sorted.addAll(seen);
    sorted.sort(IN_ORDER_MADE);
    return sorted;
  }
}
