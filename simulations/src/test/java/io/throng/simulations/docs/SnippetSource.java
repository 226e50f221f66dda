package io.throng.simulations.docs;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One way to compile a block: a Java source holding it, and the source line its first line is on.
 *
 * @param wrapping how the block was placed, for failure messages ("as statements", ...)
 * @param className the top-level public class the source declares, which names its file
 * @param source the whole compilation unit
 * @param blockLine the source line (from 1) of the block's first line
 */
record SnippetSource(String wrapping, String className, String source, int blockLine) {

  /** The imports a fragment is compiled with: the DSL, durations and java.util. */
  static final String IMPORTS =
      """
      import static io.throng.dsl.Dsl.*;
      import static java.time.Duration.*;

      import io.throng.dsl.*;
      import java.time.Duration;
      import java.util.*;
      import java.util.function.*;
      """;

  /** What a block starting with '.' may continue, tried in this order. */
  private static final List<String> RECEIVERS =
      List.of(
          "setUp(scenario(\"snippet\").injectOpen(atOnceUsers(1)))",
          "scenario(\"snippet\")",
          "http(\"snippet\").get(\"/snippet\")",
          "http");

  private static final Pattern PUBLIC_TYPE =
      Pattern.compile("(?m)^public\\s+(?:(?:abstract|final|sealed)\\s+)*(?:class|interface|record|enum)\\s+(\\w+)");
  private static final Pattern ANY_TYPE =
      Pattern.compile("(?m)^(?:(?:abstract|final|sealed)\\s+)*(?:class|interface|record|enum)\\s+(\\w+)");

  /** The ways to compile {@code block}, most likely first; the block compiles if one of them does. */
  static List<SnippetSource> candidates(JavaBlock block) {
    String code = block.code();
    return switch (block.kind()) {
      case COMPILATION_UNIT -> List.of(new SnippetSource("as written", typeName(code), code, 1));
      case CONTINUATION -> RECEIVERS.stream().map(receiver -> inConstructor(
          "continuing " + receiver, "Object snippet = " + receiver, code, ";")).toList();
      case STATEMENTS_OR_MEMBERS -> List.of(inConstructor("as statements", "", code, ""), asMembers(code));
      case EXPRESSION -> List.of(inConstructor("as an expression", "Object snippet =", code, ";"));
    };
  }

  private static SnippetSource inConstructor(String wrapping, String before, String code, String after) {
    String head = IMPORTS + "\npublic class Snippet extends Simulation {\n  Snippet() {\n" + before + "\n";
    return new SnippetSource(wrapping, "Snippet", head + code + "\n" + after + "\n  }\n}\n", lines(head) + 1);
  }

  private static SnippetSource asMembers(String code) {
    String head = IMPORTS + "\npublic class Snippet extends Simulation {\n";
    return new SnippetSource("as class members", "Snippet", head + code + "\n}\n", lines(head) + 1);
  }

  private static String typeName(String code) {
    Matcher match = PUBLIC_TYPE.matcher(code);
    if (match.find()) {
      return match.group(1);
    }
    match = ANY_TYPE.matcher(code);
    return match.find() ? match.group(1) : "Snippet";
  }

  private static int lines(String text) {
    return (int) text.chars().filter(c -> c == '\n').count();
  }
}
