package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Http2ClassesTest {

  @TempDir
  Path folder;

  @Test
  void findsTheClassThatTurnsHttp2OnAndNoneInAProjectThatDoesNot() throws IOException {
    Path classes = folder.resolve("classes");
    Path testClasses = folder.resolve("test-classes");
    compile(classes, "Plain", "class Plain { int get() { return 1; } }");
    compile(testClasses, "Protocols",
        "class Protocols { void on(Builder http) { http.enableHttp2(); } }"
            + " interface Builder { Builder enableHttp2(); }");

    assertThat(Http2Classes.firstUser(List.of(classes))).isEmpty();
    assertThat(Http2Classes.firstUser(List.of(classes, testClasses, folder.resolve("missing"))))
        .hasValueSatisfying(user -> assertThat(user).startsWith(testClasses).hasExtension("class"));
  }

  /** Compiles {@code source} into {@code output}, as the project's build would. */
  private void compile(Path output, String name, String source) throws IOException {
    Path sources = Files.createDirectories(folder.resolve("src-" + name));
    Path file = Files.writeString(sources.resolve(name + ".java"), source);
    Files.createDirectories(output);
    int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", output.toString(), file.toString());
    assertThat(status).isZero();
  }
}
