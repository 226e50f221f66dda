package io.throng.report;

import io.throng.report.render.FreemarkerRenderer;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** How every generator writes its files: whole, never half of one, the page last. */
final class ReportFiles {

  private ReportFiles() {}

  /**
   * Writes a page that {@code renderer} rendered and its JSON twin into {@code directory}, with
   * the stylesheet: the page last, so a reader who sees the new page finds its companions there.
   *
   * @return the path of the page
   */
  static Path writePage(FreemarkerRenderer renderer, Path directory, String pageFile, String html, String jsonFile,
      String json) throws IOException {
    Files.createDirectories(directory);
    renderer.copyAsset(FreemarkerRenderer.STYLESHEET, directory);
    write(directory, jsonFile, json);
    return write(directory, pageFile, html);
  }

  /**
   * Writes {@code name} through a temporary file and a move, so a browser or CI upload reading it
   * meanwhile sees the old file or the new one, never half of one; a failed write leaves neither
   * the new file nor its temporary one.
   */
  static Path write(Path directory, String name, String content) throws IOException {
    return write(directory, name, out -> out.write(content.getBytes(StandardCharsets.UTF_8)));
  }

  /** As {@link #write(Path, String, String)}, for a file too large to hold whole as one string. */
  static Path write(Path directory, String name, Content content) throws IOException {
    Path target = directory.resolve(name);
    Path partial = directory.resolve(name + ".part");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial))) {
      content.writeTo(out);
    } catch (IOException | RuntimeException | Error e) {
      // Half a file helps no one, and a full disk is the likeliest cause: give its space back.
      try {
        Files.deleteIfExists(partial);
      } catch (IOException notDeleted) {
        e.addSuppressed(notDeleted);
      }
      throw e;
    }
    try {
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
    }
    return target;
  }

  /** Writes a file's bytes. */
  @FunctionalInterface
  interface Content {
    void writeTo(OutputStream out) throws IOException;
  }
}
