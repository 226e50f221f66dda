package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.ExitStatus;
import io.throng.maven.kubernetes.KubernetesEntry;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.logging.Log;
import org.junit.jupiter.api.Test;

class KubernetesClassLoaderTest {

  @Test
  void definesTheEntryPackageAndTheRunnersJarsItselfAndTakesTheSharedTypesFromThePlugin() throws Exception {
    // The runner's jars here: throng-app's and the Maven plugin API's, which the plugin has too.
    List<Path> runner = List.of(jarOf(ExitStatus.class), jarOf(Log.class));
    try (KubernetesClassLoader loader = new KubernetesClassLoader(runner)) {
      KubernetesGoal goal = loader.goal();

      assertThat(goal.getClass().getName()).isEqualTo(KubernetesEntry.class.getName());
      assertThat(goal.getClass().getClassLoader()).isSameAs(loader);
      assertThat(loader.loadClass(ExitStatus.class.getName()).getClassLoader()).isSameAs(loader);
      assertThat(loader.loadClass(KubernetesParameters.class.getName())).isSameAs(KubernetesParameters.class);
      assertThat(loader.loadClass(Log.class.getName())).isSameAs(Log.class);
      assertThat(loader.loadClass(String.class.getName())).isSameAs(String.class);
    }
  }

  @Test
  void takesFromThePluginWhatTheRunnersJarsLack() throws Exception {
    try (KubernetesClassLoader loader = new KubernetesClassLoader(List.of())) {
      assertThat(loader.loadClass(ExitStatus.class.getName())).isSameAs(ExitStatus.class);
    }
  }

  @Test
  void namesTheEntryClassOfItsPackage() {
    assertThat(KubernetesClassLoader.ENTRY_CLASS).isEqualTo(KubernetesEntry.class.getName());
    assertThat(KubernetesClassLoader.ENTRY_PACKAGE).isEqualTo(KubernetesEntry.class.getPackageName());
  }

  private static Path jarOf(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
