package io.throng.maven;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * A class path with each of its class folders replaced by a jar of its files, as a JDK's
 * ahead-of-time cache requires: it caches classes from jars only and refuses a class path with a
 * non-empty folder in it.
 *
 * <pre>{@code
 * List<Path> classpath = new ClassFolderJars(Path.of("target/loadtest-aot/jars")).jarred(forkClasspath);
 * }</pre>
 *
 * <p>A folder's jar is rebuilt only when the folder's files changed (their names, sizes or times),
 * so that an unchanged project keeps the same jar, and with it the same cache. Empty folders and
 * missing entries are left out: there is nothing to load from them.
 */
final class ClassFolderJars {

  /** The file beside each jar holding the fingerprint of the folder it was made from. */
  private static final String FINGERPRINT_SUFFIX = ".fingerprint";

  private final Path directory;

  /** @param directory where the jars go, one per folder */
  ClassFolderJars(Path directory) {
    this.directory = directory;
  }

  /** {@code classpath} with its folders as jars, in the same order; its jars as they are. */
  List<Path> jarred(List<Path> classpath) throws IOException {
    List<Path> jarred = new ArrayList<>();
    for (Path entry : classpath) {
      if (Files.isRegularFile(entry)) {
        jarred.add(entry);
      } else if (Files.isDirectory(entry) && !files(entry).isEmpty()) {
        jarred.add(jarOf(entry));
      }
    }
    return List.copyOf(jarred);
  }

  /** The jar of {@code folder}, written unless the one there was made from the same files. */
  private Path jarOf(Path folder) throws IOException {
    Path absolute = folder.toAbsolutePath().normalize();
    // Two folders of one name (target/classes of two modules) get jars of their own.
    String name = absolute.getFileName() + "-" + AotCache.sha256(absolute.toString()).substring(0, 8);
    Path jar = directory.resolve(name + ".jar");
    Path fingerprintFile = directory.resolve(name + ".jar" + FINGERPRINT_SUFFIX);
    String fingerprint = fingerprint(absolute);
    if (Files.isRegularFile(jar) && Files.isRegularFile(fingerprintFile)
        && Files.readString(fingerprintFile).equals(fingerprint)) {
      return jar;
    }
    Files.createDirectories(directory);
    Path written = Files.createTempFile(directory, name, ".jar.tmp");
    try (OutputStream out = Files.newOutputStream(written); JarOutputStream jarOut = new JarOutputStream(out)) {
      for (Path file : files(absolute)) {
        jarOut.putNextEntry(new JarEntry(entryName(absolute, file)));
        if (Files.isRegularFile(file)) {
          Files.copy(file, jarOut);
        }
        jarOut.closeEntry();
      }
    }
    Files.move(written, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    Files.writeString(fingerprintFile, fingerprint);
    return jar;
  }

  /** The folder's files and subfolders, sorted, for jar entries in a stable order. */
  private static List<Path> files(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(path -> !path.equals(folder)).sorted().toList();
    }
  }

  /** The jar entry of {@code file}: its path in the folder with {@code /}, subfolders ending in one. */
  private static String entryName(Path folder, Path file) {
    String name = folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    return Files.isDirectory(file) ? name + "/" : name;
  }

  /** A digest of the names, sizes and modification times of the folder's files. */
  static String fingerprint(Path folder) throws IOException {
    StringBuilder listing = new StringBuilder();
    for (Path file : files(folder)) {
      listing.append(entryName(folder, file));
      if (Files.isRegularFile(file)) {
        listing.append(' ').append(Files.size(file)).append(' ').append(Files.getLastModifiedTime(file).toMillis());
      }
      listing.append('\n');
    }
    return AotCache.sha256(listing.toString());
  }
}
