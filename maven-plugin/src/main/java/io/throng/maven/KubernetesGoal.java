package io.throng.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * What {@code loadtest:kubernetes} does once the Kubernetes runner is loaded: the one way from
 * the plugin's class loader into {@link KubernetesClassLoader}, in types both sides share.
 *
 * <pre>{@code
 * goal.run(parameters, getLog()); // throws as the Mojo would
 * }</pre>
 */
public interface KubernetesGoal {

  /**
   * Runs the simulation on the cluster and merges the shards' run logs into one report.
   *
   * @throws MojoFailureException when the shards together failed the assertions, or their merged
   *     run is not valid and {@code loadtest.failOnInvalid} is on
   * @throws MojoExecutionException when a parameter is wrong, the run could not be carried out or a
   *     shard did not run to the end
   */
  void run(KubernetesParameters parameters, Log log) throws MojoExecutionException, MojoFailureException;
}
