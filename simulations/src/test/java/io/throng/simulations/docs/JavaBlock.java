package io.throng.simulations.docs;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One ```java fenced block of a Markdown page: where it is, its info string and its code lines.
 *
 * @param page the page, relative to the repository root, as failures name it
 * @param firstLine the page's line number (from 1) of the block's first code line
 * @param info the info string after the opening fence, such as {@code java} or {@code java no-compile}
 * @param lines the code lines, without the fences and without the fence's indentation
 */
record JavaBlock(Path page, int firstLine, String info, List<String> lines) {

  private static final Pattern TOP_LEVEL =
      Pattern.compile("^(package|import)\\s.*|^((public|abstract|final|sealed)\\s+)*(class|interface|record|enum)\\s.*");

  /** How a block is compiled; see {@link DocumentationSnippetsTest} for the rule. */
  enum Kind {
    COMPILATION_UNIT,
    CONTINUATION,
    STATEMENTS_OR_MEMBERS,
    EXPRESSION
  }

  boolean compiles() {
    return !List.of(info.trim().split("\\s+")).contains("no-compile");
  }

  String code() {
    return String.join("\n", lines);
  }

  /** Where failures point: the page and line, such as {@code docs/assertions.md:12}. */
  String location(int lineInBlock) {
    return page + ":" + (firstLine + Math.max(0, Math.min(lineInBlock, lines.size() - 1)));
  }

  Kind kind() {
    if (lines.stream().anyMatch(line -> TOP_LEVEL.matcher(line).matches())) {
      return Kind.COMPILATION_UNIT;
    }
    List<String> code = lines.stream().map(JavaBlock::withoutComment).filter(line -> !line.isBlank()).toList();
    if (!code.isEmpty() && code.get(0).startsWith(".")) {
      return Kind.CONTINUATION;
    }
    if (!code.isEmpty() && (code.get(code.size() - 1).endsWith(";") || code.get(code.size() - 1).endsWith("}"))) {
      return Kind.STATEMENTS_OR_MEMBERS;
    }
    return Kind.EXPRESSION;
  }

  // A line comment at the end of a code line would hide its closing ';' from kind().
  private static String withoutComment(String line) {
    int comment = line.indexOf("//");
    return (comment < 0 ? line : line.substring(0, comment)).trim();
  }
}
