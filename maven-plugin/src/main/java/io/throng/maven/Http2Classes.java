package io.throng.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The first of a project's classes that turns HTTP/2 on, read from the class files without loading
 * them: a call names its method in the calling class's constant pool, so a class that calls the
 * DSL's {@code enableHttp2()} or {@code http2PriorKnowledge()} holds that name. The project's runs
 * then fork without {@code JvmDefaults.LEAN_COMPILER}.
 *
 * <pre>{@code
 * Optional<Path> user = Http2Classes.firstUser(List.of(Path.of("target/classes"), Path.of("target/test-classes")));
 * }</pre>
 */
final class Http2Classes {

  /** The DSL methods that turn HTTP/2 on (HttpProtocolBuilder). */
  static final List<String> METHODS = List.of("enableHttp2", "http2PriorKnowledge");

  private Http2Classes() {}

  /** The first class file under {@code classFolders} that names one of {@link #METHODS}; missing folders are skipped. */
  static Optional<Path> firstUser(List<Path> classFolders) {
    return classFolders.stream()
        .filter(Objects::nonNull)
        .filter(Files::isDirectory)
        .flatMap(Http2Classes::classFiles)
        .filter(Http2Classes::namesAMethod)
        .findFirst();
  }

  private static Stream<Path> classFiles(Path folder) {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(path -> path.toString().endsWith(".class")).sorted().toList().stream();
    } catch (IOException e) {
      throw new UncheckedIOException("could not list the classes in " + folder, e);
    }
  }

  private static boolean namesAMethod(Path classFile) {
    try {
      // Method names are ASCII, so their modified UTF-8 in the constant pool reads as Latin-1.
      String bytes = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
      return METHODS.stream().anyMatch(bytes::contains);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + classFile, e);
    }
  }
}
