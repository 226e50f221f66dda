package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JobSpecTest {

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(delimiter = '|', textBlock = """
      0   | PT60S | PT1H | shards must be >= 1, was 0
      -3  | PT60S | PT1H | shards must be >= 1, was -3
      2   | PT-1S | PT1H | startupSlack must be >= 0s, was PT-1S
      2   | PT60S | PT0S | timeout must be > 0s, was PT0S
      """)
  void rejectsValuesThatCannotRun(int shards, Duration slack, Duration timeout, String message) {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new JobSpec(shards, Optional.empty(), PodResources.DEFAULT, slack,
            Optional.empty(), timeout, List.of(), Map.of(), Optional.empty()))
        .withMessage(message);
  }

  @Test
  void jvmOptionsAreTheDefaultsThenTheUsersThenWhereTheSettingsAreMountedNeverTheSettings() {
    JobSpec spec = new JobSpec(2, Optional.empty(), PodResources.DEFAULT,
        JobSpec.DEFAULT_STARTUP_SLACK, Optional.empty(), JobSpec.DEFAULT_TIMEOUT,
        List.of("-Xss512k"), Map.of("loadtest.users", "10", "loadtest.baseUrl", "http://t:80/a b"),
        Optional.empty());

    List<String> expected = new ArrayList<>(JobSpec.DEFAULT_JVM_OPTIONS);
    expected.addAll(List.of("-Xss512k", "-Dthrong.settingsFile=/etc/throng/settings.properties"));
    assertThat(spec.jvmOptions()).containsExactlyElementsOf(expected);
    assertThat(JobSpec.of(2).jvmOptions()).as("no settings, no file").containsExactlyElementsOf(
        JobSpec.DEFAULT_JVM_OPTIONS);
  }

  /** A pod runs with a forked run's JIT and Netty options, after its heap's share of the pod's memory. */
  @Test
  void podsGetTheForkedRunsJitAndNettyOptions() {
    assertThat(JobSpec.DEFAULT_JVM_OPTIONS).startsWith("-XX:MaxRAMPercentage=75")
        .contains("-XX:Tier4InvocationThreshold=100000", "-Dio.netty.jfr.enabled=false",
            "-XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::write,0.05",
            "-XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::read,0.05",
            "-XX:CompileCommand=CompileThresholdScaling,io.netty.handler.codec.http2.*::*,0.05",
            "-XX:CompileCommand=CompileThresholdScaling,io.throng.engine.http.Http2*::*,0.05");
  }
}
