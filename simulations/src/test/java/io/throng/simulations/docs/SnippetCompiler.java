package io.throng.simulations.docs;

import io.throng.dsl.Dsl;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles documentation blocks in memory against the DSL with the JDK's compiler, reusing one
 * file manager; a block compiles when one of its {@link SnippetSource#candidates} does.
 */
final class SnippetCompiler implements AutoCloseable {

  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, null);
  private final List<String> options;

  SnippetCompiler(Path output) throws URISyntaxException {
    // Surefire may put only its booter jar on java.class.path; the DSL's own location is certain.
    String dsl = Path.of(Dsl.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    String classPath = dsl + File.pathSeparator + System.getProperty("java.class.path");
    options = List.of("-proc:none", "-classpath", classPath, "-d", output.toString());
  }

  /**
   * Why {@code block} does not compile: the errors of its wrapping with the fewest, each naming
   * the page and line; empty when it compiles.
   */
  Optional<String> failure(JavaBlock block) {
    List<SnippetSource> candidates = SnippetSource.candidates(block);
    SnippetSource closest = null;
    List<Diagnostic<? extends JavaFileObject>> fewest = null;
    for (SnippetSource candidate : candidates) {
      List<Diagnostic<? extends JavaFileObject>> errors = errors(candidate);
      if (errors.isEmpty()) {
        return Optional.empty();
      }
      if (fewest == null || errors.size() < fewest.size()) {
        closest = candidate;
        fewest = errors;
      }
    }
    SnippetSource shown = closest;
    String tried = candidates.stream().map(SnippetSource::wrapping).collect(Collectors.joining(", "));
    String errors = fewest.stream()
        .map(error -> block.location((int) error.getLineNumber() - shown.blockLine())
            + ": " + error.getMessage(Locale.ROOT))
        .collect(Collectors.joining("\n"));
    return Optional.of(block.location(0) + ": this ```java block does not compile (tried " + tried
        + "; errors " + shown.wrapping() + " below). Fix it, or mark it ```java no-compile if it"
        + " must not compile:\n" + errors);
  }

  private List<Diagnostic<? extends JavaFileObject>> errors(SnippetSource source) {
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaFileObject file = new SimpleJavaFileObject(
        URI.create("string:///" + source.className() + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source.source();
      }
    };
    compiler.getTask(null, files, diagnostics, options, null, List.of(file)).call();
    return diagnostics.getDiagnostics().stream()
        .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
        .toList();
  }

  @Override
  public void close() throws IOException {
    files.close();
  }
}
