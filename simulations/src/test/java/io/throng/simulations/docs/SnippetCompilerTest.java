package io.throng.simulations.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wrapping rule of {@link DocumentationSnippetsTest}, on a page written for it. */
class SnippetCompilerTest {

  @TempDir static Path classes;
  @TempDir Path root;

  private static SnippetCompiler compiler;

  @BeforeAll
  static void startCompiler() throws Exception {
    compiler = new SnippetCompiler(classes);
  }

  @AfterAll
  static void closeCompiler() throws Exception {
    compiler.close();
  }

  @Test
  void eachKindOfFragmentCompilesInItsWrapping() throws Exception {
    List<JavaBlock> blocks = blocks(
        "An expression:",
        "```java",
        "global().failedRequests().count().is(0)",
        "```",
        "Continuations of setUp, a request, the protocol:",
        "```java",
        ".assertions(global().responseTime().percentile(95).lt(ofMillis(500)))",
        "```",
        "```java",
        "    .check(status().is(200)) // a comment after the code",
        "```",
        "```java",
        ".baseUrl(\"http://127.0.0.1:8080\")",
        "```",
        "Statements, then members:",
        "```java",
        "ScenarioBuilder api = scenario(\"api\").exec(http(\"user\").get(\"/api/user/1\"));",
        "setUp(api.injectOpen(atOnceUsers(1)));",
        "```",
        "```java",
        "@Override",
        "public String description() {",
        "  return \"checkout under the peak\";",
        "}",
        "```",
        "  ```java",
        "  exec(session -> session.set(\"k\", 1));",
        "  ```");

    assertThat(blocks).extracting(JavaBlock::kind).containsExactly(
        JavaBlock.Kind.EXPRESSION, JavaBlock.Kind.CONTINUATION, JavaBlock.Kind.CONTINUATION,
        JavaBlock.Kind.CONTINUATION, JavaBlock.Kind.STATEMENTS_OR_MEMBERS,
        JavaBlock.Kind.STATEMENTS_OR_MEMBERS, JavaBlock.Kind.STATEMENTS_OR_MEMBERS);
    assertThat(blocks).allSatisfy(block -> assertThat(compiler.failure(block)).isEmpty());
  }

  @Test
  void aFailureNamesThePageAndLineOfEachError() throws Exception {
    List<JavaBlock> blocks = blocks(
        "# A page",
        "",
        "```java",
        "setUp(scenario(\"s\").injectOpen(atOnceUsers(1)))",
        "    .assertions(",
        "        global().responseTime().lt(1));",
        "```");

    assertThat(compiler.failure(blocks.get(0))).hasValueSatisfying(failure -> assertThat(failure)
        .startsWith("page.md:4: this ```java block does not compile")
        .contains("\npage.md:6: "));
  }

  @Test
  void aCompilationUnitCompilesAsWrittenSoItNeedsItsImports() throws Exception {
    List<JavaBlock> blocks = blocks(
        "```java",
        "import static io.throng.dsl.Dsl.*;",
        "",
        "public class Smoke extends Simulation {",
        "  public Smoke() {",
        "    setUp(scenario(\"s\").exec(http(\"hello\").get(\"/hello\")).injectOpen(atOnceUsers(1)));",
        "  }",
        "}",
        "```",
        "```java no-compile",
        "global().responseTime()",
        "```");

    assertThat(blocks.get(0).kind()).isEqualTo(JavaBlock.Kind.COMPILATION_UNIT);
    assertThat(compiler.failure(blocks.get(0))).hasValueSatisfying(failure -> assertThat(failure)
        .contains("page.md:4: cannot find symbol"));
    assertThat(blocks.get(1).compiles()).isFalse();
  }

  private List<JavaBlock> blocks(String... page) throws Exception {
    Path file = Files.writeString(root.resolve("page.md"), String.join("\n", page) + "\n");
    return MarkdownJavaBlocks.read(root, file);
  }
}
