package io.throng.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** How every generator writes its files: whole, never half of one. */
final class ReportFiles {

  private ReportFiles() {}

  /**
   * Writes {@code name} through a temporary file and a move, so a browser or CI upload reading it
   * meanwhile sees the old file or the new one, never half of one.
   */
  static Path write(Path directory, String name, String content) throws IOException {
    Path target = directory.resolve(name);
    Path partial = directory.resolve(name + ".part");
    Files.writeString(partial, content, StandardCharsets.UTF_8);
    try {
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
    }
    return target;
  }
}
