package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassFolderJarsTest {

  @TempDir
  Path project;

  @Test
  void replacesEachClassFolderByAJarOfItsFilesInTheSameOrderAndLeavesEmptyOnesOut() throws Exception {
    Path testClasses = Files.createDirectories(project.resolve("target/test-classes/it"));
    Files.writeString(testClasses.resolve("Smoke.class"), "smoke");
    Files.writeString(project.resolve("target/test-classes/loadtest.conf"), "loadtest.users = 1");
    Path emptyClasses = Files.createDirectories(project.resolve("target/classes"));
    Path dependency = Files.writeString(project.resolve("dep.jar"), "a jar");

    List<Path> jarred = new ClassFolderJars(project.resolve("target/loadtest-aot/jars"))
        .jarred(List.of(project.resolve("target/test-classes"), emptyClasses, dependency, project.resolve("missing")));

    assertThat(jarred).hasSize(2);
    assertThat(jarred.get(0).getFileName().toString()).startsWith("test-classes-").endsWith(".jar");
    assertThat(jarred.get(1)).isEqualTo(dependency);
    try (JarFile jar = new JarFile(jarred.get(0).toFile())) {
      assertThat(jar.stream().map(entry -> entry.getName()))
          .containsExactly("it/", "it/Smoke.class", "loadtest.conf");
      assertThat(new String(jar.getInputStream(jar.getEntry("it/Smoke.class")).readAllBytes())).isEqualTo("smoke");
    }
  }

  @Test
  void rebuildsAFoldersJarOnlyWhenItsFilesChanged() throws Exception {
    Path classes = Files.createDirectories(project.resolve("target/test-classes"));
    Path smoke = Files.writeString(classes.resolve("Smoke.class"), "one");
    ClassFolderJars jars = new ClassFolderJars(project.resolve("aot/jars"));
    Path jar = jars.jarred(List.of(classes)).get(0);
    FileTime written = FileTime.fromMillis(1_000_000_000_000L);
    Files.setLastModifiedTime(jar, written);

    assertThat(jars.jarred(List.of(classes))).containsExactly(jar);
    assertThat(Files.getLastModifiedTime(jar)).as("unchanged classes keep their jar").isEqualTo(written);

    Files.writeString(smoke, "two");
    Files.setLastModifiedTime(smoke, FileTime.fromMillis(Files.getLastModifiedTime(smoke).toMillis() + 2_000));
    assertThat(jars.jarred(List.of(classes))).containsExactly(jar);
    assertThat(Files.getLastModifiedTime(jar)).as("a changed class rebuilds the jar").isNotEqualTo(written);
    try (JarFile rebuilt = new JarFile(jar.toFile())) {
      assertThat(new String(rebuilt.getInputStream(rebuilt.getEntry("Smoke.class")).readAllBytes())).isEqualTo("two");
    }
  }

  @Test
  void aFolderGainingAFileHasAnotherFingerprint() throws Exception {
    Path classes = Files.createDirectories(project.resolve("classes"));
    Files.writeString(classes.resolve("A.class"), "a");
    String before = ClassFolderJars.fingerprint(classes);
    assertThat(ClassFolderJars.fingerprint(classes)).isEqualTo(before);
    Files.writeString(classes.resolve("B.class"), "b");
    assertThat(ClassFolderJars.fingerprint(classes)).isNotEqualTo(before);
  }
}
