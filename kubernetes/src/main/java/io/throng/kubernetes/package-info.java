/**
 * Runs a simulation on Kubernetes as an Indexed Job of N shards: {@link
 * io.throng.kubernetes.KubernetesRun} builds the simulation's image with Jib (no Docker daemon),
 * applies the Job with the fabric8 client, waits for its pods, extracts each shard's run log
 * from its pod's log and merges them into one report. Each pod runs the app's {@code Main} with
 * {@code --shard k/N}; nothing here measures or schedules load. It imports the app and the
 * report's entry package only, never the engine's internals.
 */
package io.throng.kubernetes;
