package io.throng.kubernetes;

import io.throng.app.JvmDefaults;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How the Indexed Job of a run is set up: how many shards, where, with what resources, and when
 * they start.
 *
 * <pre>{@code
 * JobSpec spec = JobSpec.of(4)
 *     .inNamespace("load")
 *     .withProperties(Map.of("loadtest.baseUrl", "http://checkout.staging:8080"));
 * }</pre>
 *
 * @param shards how many pods share the load, each running shard {@code k} of {@code shards}
 * @param namespace where the Job goes; empty for the kubeconfig context's namespace
 * @param resources what each pod asks for
 * @param startupSlack how far ahead of now the shards' common start instant is set, so that
 *     every pod is scheduled, has pulled the image and is waiting when it comes
 * @param startAt the common start instant when given, instead of now plus the slack
 * @param timeout how long after the start instant to wait for the shards; the Job's own deadline
 *     ({@code activeDeadlineSeconds}) stops them then, even if nobody waits any more
 * @param jvmArgs options for each pod's JVM, after {@link #DEFAULT_JVM_OPTIONS}
 * @param properties {@code loadtest.*} configuration passed to every shard in a mounted Secret
 *     ({@link SettingsSecret}), not on its command line
 * @param imagePullSecret the secret the pods pull the image with, for a private registry
 */
public record JobSpec(
    int shards,
    Optional<String> namespace,
    PodResources resources,
    Duration startupSlack,
    Optional<Instant> startAt,
    Duration timeout,
    List<String> jvmArgs,
    Map<String, String> properties,
    Optional<String> imagePullSecret) {

  /** Time for the pods to be scheduled and pull the image before the load starts. */
  public static final Duration DEFAULT_STARTUP_SLACK = Duration.ofSeconds(60);

  /** How long the run may take after its start instant. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofHours(1);

  /**
   * Every pod's JVM may use three quarters of the pod's memory limit as heap (the default quarter
   * would leave most of the pod unused), and gets {@link JvmDefaults#JIT_AND_NETTY}, as a forked
   * run does. Options in {@code jvmArgs} come later and win.
   */
  public static final List<String> DEFAULT_JVM_OPTIONS = Stream.concat(Stream.of("-XX:MaxRAMPercentage=75"),
      Arrays.stream(JvmDefaults.JIT_AND_NETTY.split(" "))).toList();

  public JobSpec {
    if (shards < 1) {
      throw new IllegalArgumentException("shards must be >= 1, was " + shards);
    }
    Objects.requireNonNull(namespace, "namespace");
    Objects.requireNonNull(resources, "resources");
    if (startupSlack.isNegative()) {
      throw new IllegalArgumentException("startupSlack must be >= 0s, was " + startupSlack);
    }
    Objects.requireNonNull(startAt, "startAt");
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout must be > 0s, was " + timeout);
    }
    jvmArgs = List.copyOf(jvmArgs);
    properties = Map.copyOf(properties);
    Objects.requireNonNull(imagePullSecret, "imagePullSecret");
  }

  /** {@code shards} shards with the defaults: kubeconfig namespace, {@link PodResources#DEFAULT}. */
  public static JobSpec of(int shards) {
    return new JobSpec(shards, Optional.empty(), PodResources.DEFAULT, DEFAULT_STARTUP_SLACK,
        Optional.empty(), DEFAULT_TIMEOUT, List.of(), Map.of(), Optional.empty());
  }

  public JobSpec inNamespace(String name) {
    return new JobSpec(shards, Optional.of(name), resources, startupSlack, startAt, timeout,
        jvmArgs, properties, imagePullSecret);
  }

  public JobSpec withProperties(Map<String, String> values) {
    return new JobSpec(shards, namespace, resources, startupSlack, startAt, timeout, jvmArgs,
        values, imagePullSecret);
  }

  public JobSpec withStartupSlack(Duration value) {
    return new JobSpec(shards, namespace, resources, value, startAt, timeout, jvmArgs,
        properties, imagePullSecret);
  }

  public JobSpec withTimeout(Duration value) {
    return new JobSpec(shards, namespace, resources, startupSlack, startAt, value, jvmArgs,
        properties, imagePullSecret);
  }

  /** The pods' JVM options: the defaults, the user's, then where the settings are mounted, if any. */
  List<String> jvmOptions() {
    List<String> options = new ArrayList<>(DEFAULT_JVM_OPTIONS);
    options.addAll(jvmArgs);
    if (!properties.isEmpty()) {
      options.add(SettingsSecret.fileOption());
    }
    return options;
  }
}
