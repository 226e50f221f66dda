package io.throng.maven;

import io.throng.app.Main;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * Turns the exit status of the forked {@link Main} into the build's result, in one place: failed
 * assertions are the system under test failing ({@link MojoFailureException}); anything else
 * is the tool failing ({@link MojoExecutionException}). Each message says what to do next.
 */
final class FailureMapping {

  /** Exit statuses above this mean the process was ended by signal {@code status - 128}. */
  private static final int SIGNAL_BASE = 128;

  private FailureMapping() {}

  /** Returns normally when {@code exitCode} means the run completed and passed. */
  static void check(int exitCode, String simulation)
      throws MojoExecutionException, MojoFailureException {
    switch (exitCode) {
      case Main.COMPLETED -> {}
      case Main.ASSERTIONS_FAILED -> throw new MojoFailureException(
          simulation + " failed its assertions: the output above lists them and the report shows"
              + " the run");
      case Main.TOOL_ERROR -> throw new MojoExecutionException(
          simulation + " could not run to the end: the last error line above says why;"
              + " fix that and run again");
      default -> throw new MojoExecutionException(unexpected(exitCode, simulation));
    }
  }

  private static String unexpected(int exitCode, String simulation) {
    if (exitCode > SIGNAL_BASE) {
      return "the JVM running " + simulation + " was stopped by signal " + (exitCode - SIGNAL_BASE)
          + " (exit code " + exitCode + "): if nobody stopped it, the machine may have run out of"
          + " memory; cap the JVM's heap with -Dloadtest.jvmArgs=-Xmx2g or lower the load";
    }
    return "the JVM running " + simulation + " ended with unexpected exit code " + exitCode
        + ": see its output above";
  }
}
