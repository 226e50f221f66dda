package io.throng.app;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code loadtest.*} settings of a JVM this one starts, passed in a file only its owner can
 * read rather than as {@code -D} options: a token in a setting would otherwise show in {@code ps}
 * to every user of the machine. The file is created with permissions {@code rw-------} before
 * anything is written to it, and deleted on {@link #close()}, once the child has ended. A JVM
 * killed before it could close (SIGKILL, the OOM killer) leaves its file behind; the file's name
 * holds the writer's process id, and the next {@link #write} removes the files of writers no
 * longer alive, so a token does not lie in the temporary folder for good.
 *
 * <pre>{@code
 * try (ForkedSettings settings = ForkedSettings.write(ForkedSettings.of(System.getProperties()))) {
 *   command.addAll(settings.options()); // before the main class
 *   new ProcessBuilder(command).start().waitFor();
 * }
 * }</pre>
 */
public final class ForkedSettings implements AutoCloseable {

  /** The system property naming the file; the child's {@link Main} reads it first thing. */
  public static final String FILE_PROPERTY = "throng.settingsFile";

  private static final String PREFIX = "loadtest.";

  /** {@code throng-settings-<pid of the writer>-<random>.properties}, in the temporary folder. */
  private static final String FILE_PREFIX = "throng-settings-";
  private static final String FILE_SUFFIX = ".properties";
  private static final Pattern FILE_NAME =
      Pattern.compile(Pattern.quote(FILE_PREFIX) + "(\\d+)-\\d+" + Pattern.quote(FILE_SUFFIX));

  private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

  private final Path file; // null when there is nothing to pass

  private ForkedSettings(Path file) {
    this.file = file;
  }

  /** The {@code loadtest.*} properties of {@code system}, sorted by key. */
  public static Map<String, String> of(Properties system) {
    Map<String, String> settings = new TreeMap<>();
    system.stringPropertyNames().stream().filter(key -> key.startsWith(PREFIX))
        .forEach(key -> settings.put(key, system.getProperty(key)));
    return settings;
  }

  /** No settings to pass, and no file. */
  public static ForkedSettings none() {
    return new ForkedSettings(null);
  }

  /** Writes {@code settings} into a new owner-only file; with no settings, none. */
  public static ForkedSettings write(Map<String, String> settings) throws IOException {
    if (settings.isEmpty()) {
      return none();
    }
    Path file = Files.createTempFile(FILE_PREFIX + ProcessHandle.current().pid() + "-", FILE_SUFFIX, ownerOnly());
    removeOrphans(file.getParent());
    try {
      Files.writeString(file, text(settings), StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(file);
      throw e;
    }
    return new ForkedSettings(file);
  }

  /**
   * The content of a settings file holding {@code settings}, in the {@link Properties} format
   * that {@link #FILE_PROPERTY} expects: what a Kubernetes Secret mounted as that file holds too.
   */
  public static String text(Map<String, String> settings) {
    Properties properties = new Properties();
    properties.putAll(settings);
    StringWriter out = new StringWriter();
    try {
      properties.store(out, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  /** The child's JVM options that point it at the file: none, or one {@code -D} naming it. */
  public List<String> options() {
    return file == null ? List.of() : List.of("-D" + FILE_PROPERTY + "=" + file.toAbsolutePath());
  }

  /**
   * In the child: makes the settings of the file named by {@link #FILE_PROPERTY}, if any, system
   * properties, as {@code -D} options would have; called before any configuration is read.
   *
   * @throws IOException if the file named cannot be read
   */
  static void load() throws IOException {
    String name = System.getProperty(FILE_PROPERTY);
    if (name == null) {
      return;
    }
    Properties settings = new Properties();
    try (Reader in = Files.newBufferedReader(Path.of(name), StandardCharsets.UTF_8)) {
      settings.load(in);
    } catch (IOException e) {
      throw new IOException("could not read the settings file " + name + " that " + FILE_PROPERTY
          + " names (" + e.getMessage() + "): it is written by the JVM that started this one and deleted when"
          + " this run ends; pass loadtest.* settings as -D options when starting io.throng.app.Main by hand", e);
    }
    settings.stringPropertyNames().forEach(key -> System.setProperty(key, settings.getProperty(key)));
  }

  /** Deletes the file. */
  @Override
  public void close() {
    if (file != null) {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        throw new UncheckedIOException("could not delete the settings file " + file, e);
      }
    }
  }

  /**
   * Deletes the settings files in {@code folder} whose writer has died without deleting them. A
   * file that cannot be deleted (another user's) is left alone: this is tidying, not a guarantee.
   */
  static void removeOrphans(Path folder) {
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, FILE_PREFIX + "*" + FILE_SUFFIX)) {
      for (Path file : files) {
        Matcher name = FILE_NAME.matcher(file.getFileName().toString());
        if (name.matches() && !writerAlive(name.group(1))) {
          deleteQuietly(file);
        }
      }
    } catch (IOException | RuntimeException e) {
      // Whatever could not be deleted waits for the next run's sweep.
    }
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException | SecurityException e) {
      // another user's file, or one in use: left to its writer
    }
  }

  private static boolean writerAlive(String pid) {
    try {
      return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
    } catch (NumberFormatException e) {
      return true; // not a process id this class wrote: not ours to judge
    }
  }

  private static FileAttribute<?>[] ownerOnly() {
    // Elsewhere (Windows) a temporary file is already in the user's own folder.
    return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
        ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
        : new FileAttribute<?>[0];
  }
}
