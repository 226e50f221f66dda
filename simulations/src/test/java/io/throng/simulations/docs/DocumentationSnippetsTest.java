package io.throng.simulations.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every ```java block of README.md and docs/*.md compiles against the DSL, so the documentation
 * shows code that works. The rule, also stated in docs/README.md:
 *
 * <ul>
 *   <li>A block with a top-level {@code package}, {@code import} or type declaration (a line that
 *       starts with {@code class}, {@code public class}, ...) is a whole compilation unit and
 *       compiles as it is written, imports included.
 *   <li>Any other block is a fragment, compiled inside {@code public class Snippet extends
 *       Simulation} with {@link SnippetSource#IMPORTS} (the DSL's static import, {@code
 *       java.time.Duration.*}, {@code io.throng.dsl.*}, {@code java.util.*} and {@code
 *       java.util.function.*}):
 *       <ul>
 *         <li>starting with {@code .}, it continues {@code setUp(...)}, {@code scenario(...)}, a
 *             request {@code http(...).get(...)} or the protocol {@code http}: the first that
 *             compiles;
 *         <li>ending with {@code ;} or a closing brace, it is statements of the constructor, or else
 *             class members (fields, methods);
 *         <li>otherwise it is one expression: {@code Object snippet = <block>;}.
 *       </ul>
 *   <li>A block that cannot compile by design is marked {@code ```java no-compile}; keep those rare.
 * </ul>
 *
 * <p>A failure names the page and line of each compiler error.
 */
class DocumentationSnippetsTest {

  @TempDir static Path classes;

  private static SnippetCompiler compiler;

  @BeforeAll
  static void startCompiler() throws Exception {
    compiler = new SnippetCompiler(classes);
  }

  @AfterAll
  static void closeCompiler() throws IOException {
    compiler.close();
  }

  @TestFactory
  Stream<DynamicTest> everyJavaBlockOfTheDocumentationCompiles() throws IOException {
    Path root = repositoryRoot();
    List<JavaBlock> blocks = new ArrayList<>();
    for (Path page : pages(root)) {
      blocks.addAll(MarkdownJavaBlocks.read(root, page));
    }
    assertThat(blocks).as("java blocks in README.md and docs/*.md").isNotEmpty();
    return blocks.stream()
        .filter(JavaBlock::compiles)
        .map(block -> DynamicTest.dynamicTest(block.location(0), () -> assertCompiles(block)));
  }

  private static void assertCompiles(JavaBlock block) {
    compiler.failure(block).ifPresent(failure -> {
      throw new AssertionError(failure);
    });
  }

  private static List<Path> pages(Path root) throws IOException {
    List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
    Path docs = root.resolve("docs");
    if (Files.isDirectory(docs)) {
      try (Stream<Path> files = Files.list(docs)) {
        files.filter(file -> file.toString().endsWith(".md")).sorted(Comparator.naturalOrder()).forEach(pages::add);
      }
    }
    return pages;
  }

  // Surefire runs in the module's folder, one below the repository's README.md.
  private static Path repositoryRoot() {
    Path root = Path.of("").toAbsolutePath().getParent();
    assertThat(root.resolve("README.md")).as("the repository's README.md, one folder above " + Path.of("").toAbsolutePath())
        .isRegularFile();
    return root;
  }
}
