package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class JavaCommandTest {

  @Test
  void theMainClassByNameIsTheAppsEntryPoint() {
    assertThat(JavaCommand.MAIN_CLASS).isEqualTo(Main.class.getName());
  }

  @Test
  void rendersJavaItsOptionsTheClassPathTheMainClassAndItsArguments() {
    List<String> command = JavaCommand.thisJdk(List.of("-Xmx1g"), List.of(Path.of("a.jar"), Path.of("classes")))
        .withOptions(List.of("-Dthrong.settingsFile=/tmp/s"))
        .main(List.of("--simulation", "a.b.Smoke"));

    assertThat(command).containsExactly(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx1g", "-Dthrong.settingsFile=/tmp/s", "-cp", "a.jar" + File.pathSeparator + "classes",
        "io.throng.app.Main", "--simulation", "a.b.Smoke");
  }

  @Test
  void aContainersCommandRunsTheJavaOnItsPathWithLinuxSeparators() {
    assertThat(JavaCommand.inContainer(List.of(), List.of("/app/libs/a.jar", "/app/classes")).main(List.of()))
        .containsExactly("java", "-cp", "/app/libs/a.jar:/app/classes", "io.throng.app.Main");
  }

  @Test
  void exitCodesMapToOneStatusSignalsAndUnknownCodesBeingToolErrors() {
    assertThat(ExitStatus.of(0)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(ExitStatus.of(1)).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(ExitStatus.of(2)).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(ExitStatus.of(143)).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(ExitStatus.ASSERTIONS_FAILED.code()).isEqualTo(1);
    assertThat(ExitStatus.ASSERTIONS_FAILED.word()).isEqualTo("FAILED");
  }
}
