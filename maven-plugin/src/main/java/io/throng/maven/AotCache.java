package io.throng.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.maven.plugin.logging.Log;

/**
 * The JDK's ahead-of-time cache (JEP 483, 514 and 515) of a forked run, kept in one folder of the
 * project: one cache per class path, JVM options and JDK, trained by the first run that finds none
 * ({@code -XX:AOTCacheOutput}) and used by the runs after it ({@code -XX:AOTCache}).
 *
 * <pre>{@code
 * AotCache.Fork fork = new AotCache(Path.of("target/loadtest-aot")).prepare(classpath, options, "25.0.3");
 * // run fork.classpath() with fork.options(), then:
 * new AotCache(Path.of("target/loadtest-aot")).finish(fork, log);
 * }</pre>
 *
 * <p>The key is ours, not the JDK's, because the JDK does not check the application's jars: given
 * a cache trained on older classes it runs the older classes. So any change of a class path
 * entry's name, size or modification time, of an option or of the JDK makes a new key, and the run
 * trains a new cache in place of the old one. A cache the JDK still refuses (it then warns and runs
 * without it) is found in the JDK's log of the run, said out loud, and deleted so the next run
 * trains again.
 */
final class AotCache {

  /** The first JDK with the cache in one step ({@code -XX:AOTCacheOutput}, JEP 514). */
  static final int FIRST_FEATURE = 25;

  /** What the JDK logs (tag {@code aot}, level info) when it opened the cache. */
  static final String OPENED = "Opened AOT cache";

  /** What the JDK logs when it refuses a cache it opened; errors are logged as {@code [error]}. */
  static final String REFUSED = "Unable to use AOT cache";

  private final Path directory;

  /** @param directory the project's folder for caches and the jars of its class folders */
  AotCache(Path directory) {
    this.directory = directory;
  }

  /**
   * How a forked run uses the cache.
   *
   * @param classpath the run's class path, its class folders as jars
   * @param options the run's JVM options, then the cache's
   * @param cache the cache of this class path, options and JDK
   * @param trains whether the run writes the cache, there being none yet
   */
  record Fork(List<Path> classpath, List<String> options, Path cache, boolean trains) {}

  /**
   * The message that refuses the cache on {@code java}, the forked JVM's JDK, older than {@link
   * #FIRST_FEATURE}; empty on a JDK that has it.
   */
  static Optional<String> refusal(Runtime.Version java, String javaHome) {
    if (java.feature() >= FIRST_FEATURE) {
      return Optional.empty();
    }
    return Optional.of("loadtest.aotCache needs a JDK " + FIRST_FEATURE + " or later, but the forked JVM would run on "
        + java + " (" + javaHome + ", Maven's own JDK): run Maven on a JDK " + FIRST_FEATURE
        + "+ (JAVA_HOME=/path/to/jdk-" + FIRST_FEATURE + " mvn ...), or leave out -Dloadtest.aotCache / <aotCache>");
  }

  /** The run's class path (folders made jars), options and cache: trained when there is none for them. */
  Fork prepare(List<Path> forkClasspath, List<String> jvmOptions, String javaVersion) throws IOException {
    List<Path> classpath = new ClassFolderJars(directory.resolve("jars")).jarred(forkClasspath);
    String key = key(classpath, jvmOptions, javaVersion);
    Path cache = directory.resolve(key + ".aot");
    List<String> options = new ArrayList<>(jvmOptions);
    boolean trains = !Files.isRegularFile(cache);
    if (trains) {
      Files.deleteIfExists(training(cache));
      Files.deleteIfExists(training(cache).resolveSibling(training(cache).getFileName() + ".config"));
      options.add("-XX:AOTCacheOutput=" + training(cache));
    } else {
      Files.deleteIfExists(jdkLog(cache));
      options.add("-XX:AOTCache=" + cache);
      options.add("-Xlog:aot=info:file=\"" + jdkLog(cache) + "\"::filecount=0");
    }
    return new Fork(classpath, options, cache, trains);
  }

  /**
   * A digest of the class path entries' names, sizes and modification times, the JVM options and
   * the JDK's {@code java.version}, as hex.
   */
  static String key(List<Path> classpath, List<String> jvmOptions, String javaVersion) throws IOException {
    StringBuilder text = new StringBuilder("java.version ").append(javaVersion).append('\n');
    for (Path entry : classpath) {
      text.append(entry.toAbsolutePath().normalize()).append(' ').append(Files.size(entry)).append(' ')
          .append(Files.getLastModifiedTime(entry).toMillis()).append('\n');
    }
    jvmOptions.forEach(option -> text.append(option).append('\n'));
    return sha256(text.toString()).substring(0, 32);
  }

  /** Says how the run used the cache: keeps the one it trained, or drops one the JDK refused. */
  void finish(Fork fork, Log log) throws IOException {
    if (fork.trains()) {
      Path trained = training(fork.cache());
      if (!Files.isRegularFile(trained) || Files.size(trained) == 0) {
        log.warn("AOT cache: the JDK wrote none (its messages are above); the next run trains again");
        return;
      }
      Files.move(trained, fork.cache(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      deleteOtherCaches(fork.cache());
      log.info("AOT cache: trained " + fork.cache() + " (" + megabytes(fork.cache())
          + "); the next runs of this class path on this JDK use it");
      return;
    }
    Optional<String> refused = refusal(jdkLog(fork.cache()));
    if (refused.isPresent()) {
      Files.deleteIfExists(fork.cache());
      log.warn("AOT cache: NOT used, this run ran without it: " + refused.get() + " (" + jdkLog(fork.cache())
          + "); it was deleted, so the next run trains a new one");
    } else {
      log.info("AOT cache: used " + fork.cache());
    }
  }

  /** Why the JDK did not use the cache, from its log of the run; empty when it used it. */
  static Optional<String> refusal(Path jdkLog) throws IOException {
    if (!Files.isRegularFile(jdkLog)) {
      return Optional.of("the JDK left no log of the cache");
    }
    List<String> lines = Files.readAllLines(jdkLog);
    Optional<String> problem = lines.stream()
        .filter(line -> line.contains(REFUSED) || line.contains("[error"))
        .findFirst();
    if (problem.isPresent()) {
      return Optional.of("the JDK logged \"" + problem.get().strip() + "\"");
    }
    return lines.stream().anyMatch(line -> line.contains(OPENED)) ? Optional.empty()
        : Optional.of("the JDK did not log that it opened it");
  }

  /**
   * Every other cache in the folder, with its log and what a stopped training left: a class path or
   * JDK changes for good more often than back.
   */
  private void deleteOtherCaches(Path kept) throws IOException {
    List<Path> others;
    try (Stream<Path> files = Files.list(directory)) {
      others = files.filter(file -> file.getFileName().toString().contains(".aot"))
          .filter(file -> !file.getFileName().toString().startsWith(kept.getFileName().toString()))
          .toList();
    }
    for (Path other : others) {
      Files.deleteIfExists(other);
    }
  }

  /** Where the training run writes, so that a run stopped while it writes leaves no cache that looks whole. */
  private static Path training(Path cache) {
    return cache.resolveSibling(cache.getFileName() + ".training");
  }

  private static Path jdkLog(Path cache) {
    return cache.resolveSibling(cache.getFileName() + ".log");
  }

  private static String megabytes(Path file) throws IOException {
    return String.format(Locale.ROOT, "%.0f MB", Files.size(file) / 1e6);
  }

  static String sha256(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JDK has no SHA-256, which every JDK has", e);
    }
  }
}
