package io.throng.dsl;

import static io.throng.dsl.Dsl.csv;
import static io.throng.dsl.Dsl.listFeeder;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.FeederSpec;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FeederTest {

  private static final FeederSpec.Csv USERS = new FeederSpec.Csv("users.csv", ',');

  static Stream<Arguments> feeders() {
    return Stream.of(
        Arguments.of("default", csv("users.csv"), new FeederSpec(USERS, FeederSpec.Strategy.QUEUE, false)),
        Arguments.of("partitioned", csv("users.csv").partitioned(), new FeederSpec(USERS, FeederSpec.Strategy.QUEUE, true)),
        Arguments.of("partitioned, then circular", csv("users.csv").partitioned().circular(),
            new FeederSpec(USERS, FeederSpec.Strategy.CIRCULAR, true)),
        Arguments.of("shuffled, then partitioned", csv("users.csv").shuffle().partitioned(),
            new FeederSpec(USERS, FeederSpec.Strategy.SHUFFLE, true)),
        Arguments.of("list, random", listFeeder(List.of(Map.of("k", "v"))).random(),
            new FeederSpec(new FeederSpec.Records(List.of(Map.of("k", "v"))), FeederSpec.Strategy.RANDOM, false)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("feeders")
  void strategyAndPartitioningAreKeptWhicheverComesFirst(String name, Feeder feeder, FeederSpec expected) {
    assertThat(feeder.toModel()).isEqualTo(expected);
  }
}
