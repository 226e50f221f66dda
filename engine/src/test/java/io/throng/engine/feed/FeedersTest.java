package io.throng.engine.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.FeederSpec;
import io.throng.engine.config.Shard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Feeder files are read with their quoting, and each strategy hands records out as documented. */
class FeedersTest {

  private static final List<Map<String, Object>> ABC = List.of(Map.of("v", "a"), Map.of("v", "b"), Map.of("v", "c"));

  static Stream<Arguments> partitions() {
    return Stream.of(
        Arguments.of(FeederSpec.Strategy.QUEUE, 3),
        Arguments.of(FeederSpec.Strategy.SHUFFLE, 3),
        Arguments.of(FeederSpec.Strategy.QUEUE, 10),
        Arguments.of(FeederSpec.Strategy.SHUFFLE, 1));
  }

  @ParameterizedTest(name = "{0} on {1} shards")
  @MethodSource("partitions")
  void aPartitionedFeederHandsEachRecordOutOnExactlyOneShard(FeederSpec.Strategy strategy, int count) {
    List<Map<String, Object>> records = IntStream.range(0, 7).<Map<String, Object>>mapToObj(i -> Map.of("i", i)).toList();
    List<Object> handedOut = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      FeederSource shard = Feeders.open(new FeederSpec(new FeederSpec.Records(records), strategy, true), new Shard(k, count));
      List<Object> mine = new ArrayList<>();
      for (Map<String, Object> record = shard.next(); record != null; record = shard.next()) {
        mine.add(record.get("i"));
      }
      int first = k;
      assertThat(mine).as("shard %d/%d", k, count)
          .containsExactlyInAnyOrderElementsOf(IntStream.iterate(first, i -> i < 7, i -> i + count).boxed().toList());
      handedOut.addAll(mine);
    }
    assertThat(handedOut).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6);
  }

  @Test
  void withoutPartitioningEveryShardGetsEveryRecord() {
    FeederSource shard = Feeders.open(new FeederSpec(new FeederSpec.Records(ABC), FeederSpec.Strategy.QUEUE), new Shard(2, 3));

    assertThat(Stream.generate(shard::next).limit(4).toList()).containsExactly(ABC.get(0), ABC.get(1), ABC.get(2), null);
  }

  @Test
  void aPartitionedCircularFeederWithTooFewRecordsFailsBeforeTheRun() {
    FeederSpec spec = new FeederSpec(new FeederSpec.Records(ABC.subList(0, 2)), FeederSpec.Strategy.CIRCULAR, true);

    assertThatThrownBy(() -> Feeders.open(spec, new Shard(2, 3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("feeder list of 2 records has too few records (2) to partition among 3 shards:"
            + " shard 2/3 would have none to repeat");
  }

  @Test
  void readsACsvResourceWithHeaderAndQuotedFields() {
    FeederSource users = open(spec(new FeederSpec.Csv("feeders/users.csv", ','), FeederSpec.Strategy.QUEUE));

    assertThat(users.next()).containsOnly(Map.entry("username", "alice"), Map.entry("password", "p,1"),
        Map.entry("note", "said \"hi\""));
    assertThat(users.next()).containsEntry("username", "bob").containsEntry("note", "");
    assertThat(users.next()).containsEntry("note", "multi\nline");
    assertThat(users.next()).isNull();
  }

  @Test
  void readsACsvFileWithAnotherSeparator(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("x.csv"), "a;b\n1;2\n");

    FeederSource feeder = open(spec(new FeederSpec.Csv(file.toString(), ';'), FeederSpec.Strategy.QUEUE));

    assertThat(feeder.next()).containsOnly(Map.entry("a", "1"), Map.entry("b", "2"));
  }

  @Test
  void readsAJsonArrayWithItsTypes() {
    FeederSource items = open(spec(new FeederSpec.JsonArray("feeders/items.json"), FeederSpec.Strategy.CIRCULAR));

    assertThat(items.next()).containsEntry("sku", "A-1").containsEntry("qty", 2);
    assertThat(items.next()).containsEntry("sku", "B-2");
    assertThat(items.next()).containsEntry("sku", "A-1");
  }

  static Stream<Arguments> unreadable() {
    return Stream.of(
        Arguments.of(new FeederSpec.Csv("feeders/none.csv", ','), "csv file \"feeders/none.csv\" is neither a file"),
        Arguments.of(new FeederSpec.JsonArray("feeders/users.csv"), "cannot read jsonFile \"feeders/users.csv\": "),
        Arguments.of(new FeederSpec.JsonArray("feeders/none.json"), "jsonFile \"feeders/none.json\" is neither a file"));
  }

  @ParameterizedTest
  @MethodSource("unreadable")
  void aFileThatCannotBeReadFailsBeforeTheRunWithTheReason(FeederSpec.Source source, String message) {
    assertThatThrownBy(() -> open(spec(source, FeederSpec.Strategy.QUEUE)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
  }

  @Test
  void anEmptyCsvFailsBeforeTheRun(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("empty.csv"), "a,b\n");

    assertThatThrownBy(() -> open(spec(new FeederSpec.Csv(file.toString(), ','), FeederSpec.Strategy.QUEUE)))
        .hasMessage("csv file \"" + file + "\" holds no record");
  }

  @Test
  void aZeroByteCsvSaysItIsEmptyAndWhatItShouldHold(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("zero.csv"), "");

    assertThatThrownBy(() -> open(spec(new FeederSpec.Csv(file.toString(), ','), FeederSpec.Strategy.QUEUE)))
        .hasMessage("csv file \"" + file + "\" is empty: its first line must name the columns (such as id,name),"
            + " and each line after it holds one record");
  }

  static Stream<Arguments> strategies() {
    return Stream.of(
        Arguments.of(FeederSpec.Strategy.QUEUE, List.of("a", "b", "c"), true),
        Arguments.of(FeederSpec.Strategy.CIRCULAR, List.of("a", "b", "c", "a", "b"), false));
  }

  @ParameterizedTest
  @MethodSource("strategies")
  void orderedStrategiesHandRecordsOutInOrder(FeederSpec.Strategy strategy, List<String> expected, boolean ends) {
    FeederSource feeder = Feeders.ordered(ABC, strategy, "abc");

    List<Object> taken = new ArrayList<>();
    expected.forEach(v -> taken.add(feeder.next().get("v")));

    assertThat(taken).isEqualTo(expected);
    assertThat(feeder.next() == null).isEqualTo(ends);
  }

  @Test
  void shuffleHandsEachRecordOnceThenEnds() {
    FeederSource feeder = Feeders.ordered(ABC, FeederSpec.Strategy.SHUFFLE, "abc");

    Set<Object> taken = new HashSet<>();
    IntStream.range(0, 3).forEach(i -> taken.add(feeder.next().get("v")));

    assertThat(taken).containsExactlyInAnyOrder("a", "b", "c");
    assertThat(feeder.next()).isNull();
  }

  @Test
  void randomRepeatsRecordsWithoutEnd() {
    FeederSource feeder = Feeders.ordered(ABC, FeederSpec.Strategy.RANDOM, "abc");

    Set<Object> taken = new HashSet<>();
    IntStream.range(0, 300).forEach(i -> taken.add(feeder.next().get("v")));

    assertThat(taken).containsExactlyInAnyOrder("a", "b", "c");
  }

  @Test
  void aQueueSharedByManyThreadsHandsEachRecordExactlyOnce() throws Exception {
    List<Map<String, Object>> records = IntStream.range(0, 10_000).mapToObj(i -> Map.<String, Object>of("i", i)).toList();
    FeederSource feeder = Feeders.ordered(records, FeederSpec.Strategy.QUEUE, "many");
    Set<Object> taken = ConcurrentHashMap.newKeySet();
    ExecutorService threads = Executors.newFixedThreadPool(4);
    for (int t = 0; t < 4; t++) {
      threads.execute(() -> {
        Map<String, Object> record;
        while ((record = feeder.next()) != null) {
          assertThat(taken.add(record.get("i"))).isTrue();
        }
      });
    }
    threads.shutdown();
    assertThat(threads.awaitTermination(1, TimeUnit.MINUTES)).isTrue();

    assertThat(taken).hasSize(10_000);
  }

  @Test
  void iteratorsAndGeneratorsFeedWhatTheyMake() {
    FeederSource iterator = open(spec(new FeederSpec.FromIterator(ABC.iterator()), FeederSpec.Strategy.QUEUE));
    int[] calls = {0};
    FeederSource generator = open(spec(new FeederSpec.Generator(() -> Map.of("n", calls[0]++)),
        FeederSpec.Strategy.QUEUE));

    assertThat(Stream.generate(iterator::next).limit(4)).extracting(r -> r == null ? null : r.get("v"))
        .containsExactly("a", "b", "c", null);
    assertThat(Stream.generate(generator::next).limit(3)).extracting(r -> r.get("n")).containsExactly(0, 1, 2);
  }

  private static FeederSource open(FeederSpec spec) {
    return Feeders.open(spec, Shard.WHOLE);
  }

  private static FeederSpec spec(FeederSpec.Source source, FeederSpec.Strategy strategy) {
    return new FeederSpec(source, strategy);
  }
}
