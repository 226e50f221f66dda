package io.throng.simulations.docs;

import io.throng.dsl.Dsl;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles one source in memory against the DSL with the JDK's compiler, reusing one file manager. */
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

  /** The compiler's errors for {@code source}; none when it compiles. */
  List<Diagnostic<? extends JavaFileObject>> errors(SnippetSource source) {
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
