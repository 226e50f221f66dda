package io.throng.engine.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * json-path logs through SLF4J; without a provider on the class path, a run using {@code jsonPath}
 * printed {@code SLF4J(W): No SLF4J providers were found} each time. Each case reads JSON in a
 * fresh JVM, since SLF4J speaks once per JVM, on first use.
 */
class JsonValuesLoggingTest {

  @Test
  void readingJsonPrintsNothingWithTheEnginesClassPath() throws Exception {
    Result result = readJsonInAFreshJvm(System.getProperty("java.class.path"));

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stdout()).isEqualTo("[1, 2]\n");
    assertThat(result.stderr()).doesNotContain("SLF4J");
  }

  @Test
  void withoutTheProviderTheWarningComesBack() throws Exception {
    // The control: proves the case above would see the warning.
    String withoutProvider = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.contains("slf4j-jdk14"))
        .collect(Collectors.joining(File.pathSeparator));

    Result result = readJsonInAFreshJvm(withoutProvider);

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stderr()).contains("No SLF4J providers were found");
  }

  /** Reads {@code $.a[*]} of {@code {"a":[1,2]}} as a check does, and prints the values. */
  public static void main(String[] args) {
    System.out.println(JsonValues.read(JsonValues.parse("{\"a\":[1,2]}"), JsonPath.compile("$.a[*]"), 10));
  }

  private record Result(int exitCode, String stdout, String stderr) {}

  private static Result readJsonInAFreshJvm(String classPath) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, JsonValuesLoggingTest.class.getName()).start();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException("the JVM reading JSON did not finish within 60 s");
    }
    return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
        new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
  }
}
