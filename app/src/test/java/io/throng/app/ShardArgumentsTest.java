package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShardArgumentsTest {

  private static final Map<String, String> POD = Map.of("JOB_COMPLETION_INDEX", "3", "EMPTY", "");

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "2/5                      | 2 | 5",
        "0/1                      | 0 | 1",
        "${JOB_COMPLETION_INDEX}/5 | 3 | 5",
        "$(JOB_COMPLETION_INDEX)/4 | 3 | 4",
        "' 1/2 '                  | 1 | 2",
      })
  void readsTheShardWithEnvironmentVariablesExpanded(String value, int index, int count) {
    ShardArguments shard = ShardArguments.parse(Optional.of(value), Optional.empty(), Map.of(), POD);

    assertThat(shard).isEqualTo(new ShardArguments(index, count, Optional.empty()));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--shard         | 5/5                       | --shard needs a count >= 1 and an index from 0 to count - 1, was 5/5",
        "--shard         | 0/0                       | --shard needs a count >= 1 and an index from 0 to count - 1, was 0/0",
        "--shard         | ${JOB_COMPLETION_INDEX}/3 | --shard needs a count >= 1 and an index from 0 to count - 1, was ${JOB_COMPLETION_INDEX}/3 (3/3)",
        "--shard         | -1/3                      | --shard must be <index>/<count>, such as 2/5 or ${JOB_COMPLETION_INDEX}/5, was -1/3",
        "--shard         | 2                         | --shard must be <index>/<count>, such as 2/5 or ${JOB_COMPLETION_INDEX}/5, was 2",
        "--shard         | ${EMPTY}/3                | --shard must be <index>/<count>, such as 2/5 or ${JOB_COMPLETION_INDEX}/5, was ${EMPTY}/3 (/3)",
        "--shard         | ${INDEX}/3                | --shard refers to ${INDEX}, which is not set in the environment, in ${INDEX}/3",
        "THRONG_SHARD    | 7/5                       | THRONG_SHARD needs a count >= 1 and an index from 0 to count - 1, was 7/5",
        "THRONG_START_AT | in 5 s                    | THRONG_START_AT must be the start instant in milliseconds since the epoch, such as 1764457200000, or as 2026-11-29T22:20:00Z, was in 5 s",
      })
  void rejectsAShardOutsideTheRunNamingWhereTheValueCameFrom(String source, String value, String message) {
    Optional<String> option = source.equals("--shard") ? Optional.of(value) : Optional.empty();
    Map<String, String> fallback = source.equals("--shard") ? Map.of() : Map.of(source, value);

    assertThatThrownBy(() -> ShardArguments.parse(option, Optional.empty(), fallback, POD))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1764457200000            | 1764457200000",
        "2025-11-29T23:00:00Z     | 1764457200000",
        "2025-11-29T23:00:00.250Z | 1764457200250",
      })
  void readsTheStartInstantInMillisecondsOrIso(String value, long epochMillis) {
    ShardArguments shard = ShardArguments.parse(Optional.empty(), Optional.of(value), Map.of(), Map.of());

    assertThat(shard.startAt()).contains(Instant.ofEpochMilli(epochMillis));
    assertThat(shard.sharded()).isFalse();
  }
}
