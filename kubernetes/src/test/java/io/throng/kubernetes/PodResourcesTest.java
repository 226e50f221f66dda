package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PodResourcesTest {

  @ParameterizedTest(name = "{0} {1} {2} {3}")
  @CsvSource(delimiter = '|', textBlock = """
      500m | -   | 512Mi | 512Mi
      2    | 4   | 2Gi   | 3Gi
      1.5  | 1.5 | 1G    | 1Gi
      """)
  void acceptsKubernetesQuantities(String cpu, String cpuLimit, String memory, String memoryLimit) {
    assertThatCode(() -> resources(cpu, cpuLimit, memory, memoryLimit)).doesNotThrowAnyException();
  }

  @ParameterizedTest(name = "{4}")
  @CsvSource(delimiter = '|', textBlock = """
      two  | -    | 1Gi  | 1Gi   | cpu must be a positive Kubernetes quantity such as 500m or 2, was 'two'
      0    | -    | 1Gi  | 1Gi   | cpu must be a positive Kubernetes quantity such as 500m or 2, was '0'
      1    | 1x   | 1Gi  | 1Gi   | cpuLimit must be a positive Kubernetes quantity such as 2, was '1x'
      2    | 1    | 1Gi  | 1Gi   | cpuLimit must be >= cpu (2), was 1
      1    | -    | lots | 1Gi   | memory must be a positive Kubernetes quantity such as 512Mi or 2Gi, was 'lots'
      1    | -    | 2Gi  | 1Gi   | memoryLimit must be >= memory (2Gi), was 1Gi
      1    | -    | 1Gi  | ''    | memoryLimit must be a positive Kubernetes quantity such as 2Gi, was ''
      """)
  void namesTheParameterTheBoundAndTheValue(
      String cpu, String cpuLimit, String memory, String memoryLimit, String message) {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> resources(cpu, cpuLimit, memory, memoryLimit))
        .withMessage(message);
  }

  private static PodResources resources(String cpu, String cpuLimit, String memory, String memoryLimit) {
    return new PodResources(cpu, "-".equals(cpuLimit) ? Optional.empty() : Optional.of(cpuLimit),
        memory, memoryLimit);
  }
}
