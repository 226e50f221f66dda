package io.throng.app;

import java.io.IOException;
import java.io.StringWriter;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A simulation given as a {@code .java} file ({@code throng run Checkout.java}), compiled in this
 * JVM with the JDK's compiler against this JVM's class path, so a user needs neither Maven nor a
 * build of their own. The command line's {@code --simulation Checkout.java} then names the
 * compiled class by its simple name, and the compiled classes join the class directories that
 * simulations are searched in.
 *
 * <pre>{@code
 * Optional<SourceSimulation> source = SourceSimulation.compileIfNamed(args);
 * }</pre>
 */
final class SourceSimulation {

  private static final String OPTION = "--simulation";
  private static final String SUFFIX = ".java";

  private final Path classDirectory;
  private final List<String> arguments;

  private SourceSimulation(Path classDirectory, List<String> arguments) {
    this.classDirectory = classDirectory;
    this.arguments = arguments;
  }

  /**
   * Compiles the {@code .java} file that {@code args} give as {@code --simulation}, if they do.
   *
   * @throws IllegalArgumentException if the file is missing, the JVM has no compiler, or the
   *     source does not compile; the message holds the compiler's own
   */
  static Optional<SourceSimulation> compileIfNamed(String... args) throws IOException {
    for (int i = 0; i < args.length; i++) {
      boolean separate = args[i].equals(OPTION) && i + 1 < args.length;
      String value = separate ? args[i + 1] : args[i].startsWith(OPTION + "=") ? args[i].substring(OPTION.length() + 1) : null;
      if (value != null && value.endsWith(SUFFIX)) {
        Path source = Path.of(value);
        List<String> rest = new ArrayList<>(List.of(args));
        String simpleName = source.getFileName().toString();
        simpleName = simpleName.substring(0, simpleName.length() - SUFFIX.length());
        if (separate) {
          rest.set(i + 1, simpleName);
        } else {
          rest.set(i, OPTION + "=" + simpleName);
        }
        if (rest.contains("--shards") || rest.stream().anyMatch(arg -> arg.startsWith("--shards="))) {
          throw new IllegalArgumentException("--shards starts JVMs that cannot see a compiled " + value
              + ": compile the simulation into a project (docs/cli.md), or run it without --shards");
        }
        return Optional.of(new SourceSimulation(compile(source), List.copyOf(rest)));
      }
    }
    return Optional.empty();
  }

  private static Path compile(Path source) throws IOException {
    if (!Files.isRegularFile(source)) {
      throw new IllegalArgumentException("no file " + source.toAbsolutePath() + ": give the path of a simulation's .java file");
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new IllegalArgumentException("this Java runtime has no compiler, so " + source
          + " cannot be compiled: run Throng with a JDK 17+ (JAVA_HOME), not a JRE");
    }
    Path classes = Files.createTempDirectory("throng-simulation-");
    StringWriter messages = new StringWriter();
    List<String> options = List.of("-d", classes.toString(), "-classpath", System.getProperty("java.class.path", ""),
        "--release", "17", "-proc:none", "-encoding", "UTF-8");
    try (var files = compiler.getStandardFileManager(null, null, null)) {
      boolean compiled = compiler.getTask(messages, files, null, options, null,
          files.getJavaFileObjects(source.toFile())).call();
      if (!compiled) {
        throw new IllegalArgumentException(source + " does not compile:" + System.lineSeparator() + messages.toString().strip());
      }
    }
    return classes;
  }

  /** The command line with the simulation named by its class rather than its file. */
  String[] arguments() {
    return arguments.toArray(String[]::new);
  }

  /** The class directories to search: the compiled one, then {@code others}. */
  List<Path> classDirectories(List<Path> others) {
    return Stream.concat(Stream.of(classDirectory), others.stream()).toList();
  }

  /** A loader that sees the compiled classes, then whatever {@code parent} sees. */
  ClassLoader loader(ClassLoader parent) {
    try {
      return new URLClassLoader(new URL[] {classDirectory.toUri().toURL()}, parent);
    } catch (MalformedURLException e) {
      throw new IllegalStateException("a temporary directory is not a URL: " + classDirectory, e);
    }
  }
}
