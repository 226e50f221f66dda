package io.throng.simulations.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the ```java fenced blocks of a Markdown page; other fences (```xml, ```, ...) are skipped. */
final class MarkdownJavaBlocks {

  private static final String FENCE = "```";

  private MarkdownJavaBlocks() {}

  /** The page's java blocks, in order; {@code page} is named relative to {@code root} in failures. */
  static List<JavaBlock> read(Path root, Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    List<JavaBlock> blocks = new ArrayList<>();
    Path name = root.relativize(page);
    int i = 0;
    while (i < lines.size()) {
      String opening = lines.get(i);
      String trimmed = opening.stripLeading();
      if (!trimmed.startsWith(FENCE)) {
        i++;
        continue;
      }
      String info = trimmed.substring(FENCE.length()).trim();
      int indent = opening.length() - trimmed.length();
      int start = ++i;
      while (i < lines.size() && !lines.get(i).strip().equals(FENCE)) {
        i++;
      }
      if (info.equals("java") || info.startsWith("java ")) {
        List<String> code = lines.subList(start, i).stream().map(line -> unindent(line, indent)).toList();
        blocks.add(new JavaBlock(name, start + 1, info, code));
      }
      i++;
    }
    return blocks;
  }

  // A fence inside a list item is indented; its code lines carry the same indentation.
  private static String unindent(String line, int indent) {
    int blank = 0;
    while (blank < indent && blank < line.length() && line.charAt(blank) == ' ') {
      blank++;
    }
    return line.substring(blank);
  }
}
