package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.kubernetes.ImageSource;
import org.junit.jupiter.api.Test;

class KubernetesMojoTest {

  @Test
  void theGoalsDefaultBaseImageIsTheRunners() {
    assertThat(KubernetesMojo.DEFAULT_BASE_IMAGE).isEqualTo(ImageSource.DEFAULT_BASE_IMAGE);
  }
}
