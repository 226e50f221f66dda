package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FailureMappingTest {

  @Test
  void completedRunPasses() {
    assertThatCode(() -> FailureMapping.check(0, "a.Smoke")).doesNotThrowAnyException();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1   | MojoFailureException   | a.Smoke failed its assertions: the output above lists them",
        "2   | MojoExecutionException | a.Smoke could not run to the end: the last error line above says why",
        "137 | MojoExecutionException | the JVM running a.Smoke was stopped by signal 9 (exit code 137): if nobody",
        "143 | MojoExecutionException | the JVM running a.Smoke was stopped by signal 15 (exit code 143)",
        "3   | MojoExecutionException | the JVM running a.Smoke ended with unexpected exit code 3: see its output",
        "-1  | MojoExecutionException | the JVM running a.Smoke ended with unexpected exit code -1",
      })
  void mapsEveryOtherStatusToAnExceptionThatSaysWhatToDo(
      int exitCode, String exception, String messageStart) {
    Class<?> expected =
        exception.equals("MojoFailureException") ? MojoFailureException.class : MojoExecutionException.class;

    assertThatThrownBy(() -> FailureMapping.check(exitCode, "a.Smoke"))
        .isExactlyInstanceOf(expected)
        .hasMessageStartingWith(messageStart);
  }
}
