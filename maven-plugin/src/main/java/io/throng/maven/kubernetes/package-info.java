/**
 * {@code loadtest:kubernetes} on the far side of the plugin's {@code KubernetesClassLoader}: the
 * only package of the plugin that links to {@code throng-kubernetes} (and through it the
 * Kubernetes client and Jib), which that loader alone defines, so no other goal needs them on its
 * class path. Of the plugin it uses only the public {@code KubernetesGoal} and {@code
 * KubernetesParameters}; nothing else of the plugin refers to it but by name.
 */
package io.throng.maven.kubernetes;
