package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AotCacheTest {

  /** A JDK 25 where this machine has one (CI's fresh machines may not): the real cache tests need it. */
  private static final Path JDK_25 = Path.of(System.getProperty("throng.test.jdk25", "/usr/lib/jvm/temurin-25-jdk-amd64"));

  @TempDir
  Path project;

  @Test
  void refusesAJdkBefore25SayingWhatToDo() {
    assertThat(AotCache.refusal(Runtime.Version.parse("21.0.5"), "/opt/jdk-21")).hasValueSatisfying(message -> assertThat(message)
        .contains("loadtest.aotCache needs a JDK 25 or later", "21.0.5", "/opt/jdk-21", "JAVA_HOME=",
            "leave out -Dloadtest.aotCache"));
    assertThat(AotCache.refusal(Runtime.Version.parse("25"), "/opt/jdk-25")).isEmpty();
    assertThat(AotCache.refusal(Runtime.Version.parse("26.0.1"), "/opt/jdk-26")).isEmpty();
  }

  @Test
  void theKeyChangesWithAnEntrysSizeOrTimeTheOptionsOrTheJdkAndOnlyThen() throws Exception {
    Path jar = Files.writeString(project.resolve("app.jar"), "classes");
    List<Path> classpath = List.of(jar);
    List<String> options = List.of("-XX:+UseSerialGC");
    String key = AotCache.key(classpath, options, "25.0.3");

    assertThat(AotCache.key(classpath, options, "25.0.3")).isEqualTo(key);
    assertThat(AotCache.key(classpath, options, "25.0.4")).isNotEqualTo(key);
    assertThat(AotCache.key(classpath, List.of("-XX:+UseG1GC"), "25.0.3")).isNotEqualTo(key);
    assertThat(AotCache.key(List.of(jar, Files.writeString(project.resolve("b.jar"), "b")), options, "25.0.3"))
        .isNotEqualTo(key);
    FileTime time = Files.getLastModifiedTime(jar);
    Files.setLastModifiedTime(jar, FileTime.fromMillis(time.toMillis() + 1_000));
    assertThat(AotCache.key(classpath, options, "25.0.3")).as("touched").isNotEqualTo(key);
    Files.writeString(jar, "classes, longer");
    Files.setLastModifiedTime(jar, time);
    assertThat(AotCache.key(classpath, options, "25.0.3")).as("same time, other size").isNotEqualTo(key);
  }

  @Test
  void trainsWhenThereIsNoCacheForTheKeyAndUsesItOnceThereIs() throws Exception {
    Path classes = Files.createDirectories(project.resolve("target/test-classes"));
    Files.writeString(classes.resolve("A.class"), "a");
    AotCache cache = new AotCache(project.resolve("target/loadtest-aot"));

    AotCache.Fork first = cache.prepare(List.of(classes), List.of("-Xmx64m"), "25.0.3");
    assertThat(first.trains()).isTrue();
    assertThat(first.classpath()).singleElement().satisfies(jar -> assertThat(jar.toString()).endsWith(".jar"));
    assertThat(first.options()).containsExactly("-Xmx64m", "-XX:AOTCacheOutput=" + first.cache() + ".training");

    Files.writeString(first.cache(), "a cache");
    AotCache.Fork second = cache.prepare(List.of(classes), List.of("-Xmx64m"), "25.0.3");
    assertThat(second.trains()).isFalse();
    assertThat(second.cache()).isEqualTo(first.cache());
    assertThat(second.options()).startsWith("-Xmx64m", "-XX:AOTCache=" + first.cache());

    assertThat(cache.prepare(List.of(classes), List.of("-Xmx64m"), "25.0.4").trains()).as("another JDK").isTrue();
  }

  @Test
  void aJdkLogThatOpenedTheCacheWithoutErrorsIsUseAndAnyOtherIsRefusal() throws Exception {
    Path log = project.resolve("jdk.log");
    assertThat(AotCache.refusal(log)).hasValue("the JDK left no log of the cache");
    Files.writeString(log, "[0.005s][info][aot] Opened AOT cache /x.aot.\n[0.011s][info][aot] Using AOT-linked classes: true\n");
    assertThat(AotCache.refusal(log)).isEmpty();
    Files.writeString(log, "[0.005s][info][aot] trying to map /x.aot\n");
    assertThat(AotCache.refusal(log)).hasValue("the JDK did not log that it opened it");
  }

  /** The real JDK: trains, uses, and reports a damaged cache as refused, deleting it. */
  @Test
  void onAJdk25TheCacheIsTrainedThenUsedAndADamagedOneIsRefusedAndDeleted() throws Exception {
    Path java = JDK_25.resolve("bin/java");
    assumeTrue(Files.isExecutable(java), "no JDK 25 at " + JDK_25 + " (-Dthrong.test.jdk25=...): not tested here");
    Path classes = Files.createDirectories(project.resolve("target/test-classes"));
    Path source = Files.writeString(project.resolve("Hello.java"),
        "public class Hello { public static void main(String[] a) { System.out.println(java.util.List.of(1).stream().map(x -> x + 1).toList()); } }");
    assertThat(run(List.of(JDK_25.resolve("bin/javac").toString(), "-d", classes.toString(), source.toString()))).isZero();
    AotCache cache = new AotCache(project.resolve("target/loadtest-aot"));
    String version = javaVersion(java);

    AotCache.Fork training = cache.prepare(List.of(classes), List.of(), version);
    assertThat(runJava(java, training)).isZero();
    Path otherKey = Files.writeString(training.cache().resolveSibling("0123.aot"), "another key's cache");
    Path otherLog = Files.writeString(training.cache().resolveSibling("0123.aot.log"), "its log");
    RecordingLog log = new RecordingLog();
    cache.finish(training, log);
    assertThat(otherKey).as("a new cache replaces the others").doesNotExist();
    assertThat(otherLog).doesNotExist();
    assertThat(log.infos()).singleElement().satisfies(line -> assertThat(line).startsWith("AOT cache: trained "));
    assertThat(training.cache()).isRegularFile();

    AotCache.Fork use = cache.prepare(List.of(classes), List.of(), version);
    assertThat(use.trains()).isFalse();
    assertThat(runJava(java, use)).isZero();
    log = new RecordingLog();
    cache.finish(use, log);
    assertThat(log.infos()).containsExactly("AOT cache: used " + use.cache());

    Files.write(use.cache(), Arrays.copyOf(Files.readAllBytes(use.cache()), 100_000));
    AotCache.Fork damaged = cache.prepare(List.of(classes), List.of(), version);
    assertThat(runJava(java, damaged)).as("the JDK runs without a cache it refuses").isZero();
    log = new RecordingLog();
    cache.finish(damaged, log);
    assertThat(log.warnings()).singleElement().satisfies(line -> assertThat(line)
        .startsWith("AOT cache: NOT used, this run ran without it: the JDK logged ").contains("next run trains"));
    assertThat(damaged.cache()).doesNotExist();
  }

  private static String javaVersion(Path java) throws Exception {
    Process process = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version").redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    process.waitFor(30, TimeUnit.SECONDS);
    return output.lines().filter(line -> line.strip().startsWith("java.version = ")).findFirst().orElseThrow()
        .strip().substring("java.version = ".length());
  }

  private static int runJava(Path java, AotCache.Fork fork) throws Exception {
    List<String> command = new ArrayList<>(List.of(java.toString()));
    command.addAll(fork.options());
    command.addAll(List.of("-cp", fork.classpath().get(0).toString(), "Hello"));
    return run(command);
  }

  private static int run(List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).inheritIO().start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("did not end within 120 s: " + command);
    }
    return process.exitValue();
  }
}
