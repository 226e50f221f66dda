package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KeyedTableTest {

  private final StatsRecorder stats = new StatsRecorder();
  private final KeyedTable<RequestInterval> table = new KeyedTable<>(RequestInterval::new);

  @Test
  void listsEachKeyUsedSinceTheLastDrainOnceAndReusesItsEntry() {
    RequestKey a = stats.key("a");
    RequestInterval first = table.use(a);
    table.use(a);
    table.use(stats.key("b"));

    assertThat(table.usedCount()).isEqualTo(2);
    assertThat(table.usedKey(0)).isSameAs(a);
    table.recycle();
    assertThat(table.usedCount()).isZero();
    assertThat(table.usedEntry(a)).isNull(); // kept for reuse, not used since
    assertThat(table.use(a)).isSameAs(first);
  }

  @Test
  void dropsTheEntriesOfNamesUnusedForAWholeSecond() {
    for (int i = 0; i < 1_000; i++) {
      table.use(stats.key("once " + i));
    }
    RequestKey steady = stats.key("steady");
    table.use(steady);
    table.recycle();
    assertThat(table.held()).isEqualTo(1_001);

    table.use(steady);
    table.recycle();

    assertThat(table.held()).isEqualTo(1);
  }
}
