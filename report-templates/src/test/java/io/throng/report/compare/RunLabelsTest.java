package io.throng.report.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RunLabelsTest {

  @ParameterizedTest(name = "{0} is in group {1}")
  @CsvSource(textBlock = """
      apache#1, apache
      apache#2, apache
      nginx, nginx
      nginx 1.4#worker 2#3, nginx 1.4#worker 2
      '#3', '#3'
      smoke-20240501-120000, smoke-20240501-120000
      """)
  void theGroupIsTheLabelUpToItsLastHash(String label, String group) {
    assertThat(RunLabels.group(label)).isEqualTo(group);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = ';', textBlock = """
      apache#1 apache#2 nginx#1; apache#1 apache#2 nginx#1
      apache apache nginx apache; apache#1 apache#2 nginx apache#3
      a b; a b
      """)
  void labelsGivenMoreThanOnceAreNumberedAsRepeats(String labels, String unique) {
    assertThat(RunLabels.unique(Arrays.asList(labels.split(" ")))).containsExactly(unique.split(" "));
  }
}
