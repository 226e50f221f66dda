package io.throng.report;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Links from a comparison or sweep page to the reports of the runs it covers. */
final class ReportLinks {

  private ReportLinks() {}

  /**
   * A relative URL from a page in {@code pageDirectory} to the {@code index.html} in
   * {@code runFolder}, or empty when that folder has no report. Each path segment is
   * percent-encoded, so a folder named {@code a #1} cannot cut the link at its {@code #}.
   */
  static String to(Path pageDirectory, Path runFolder) {
    Path index = runFolder.resolve(ReportGenerator.INDEX_FILE);
    if (!Files.isRegularFile(index)) {
      return "";
    }
    Path relative = pageDirectory.toAbsolutePath().normalize().relativize(index.toAbsolutePath().normalize());
    String path = relative.toString().replace(relative.getFileSystem().getSeparator(), "/");
    try {
      // A first segment such as "c:" would read as a URL scheme; "./" keeps it a path.
      return new URI(null, null, path.startsWith("../") ? path : "./" + path, null).getRawPath();
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("run folder " + runFolder + " cannot be linked to: " + e.getMessage(), e);
    }
  }
}
