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
}
