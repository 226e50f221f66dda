package io.throng.report;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs Debian's {@code chromium} headless to load one page and screenshot it, with logging to
 * stderr so console messages (CSP violations among them) can be read back.
 */
final class HeadlessChromium {

  private static final List<String> NAMES = List.of("chromium", "chromium-browser");
  private static final long TIMEOUT_SECONDS = 120;

  private HeadlessChromium() {}

  /** The browser binary: {@code -Dchromium.binary}, else the first of {@link #NAMES} on the PATH. */
  static Optional<Path> find() {
    String configured = System.getProperty("chromium.binary");
    if (configured != null && !configured.isBlank()) {
      return Optional.of(Path.of(configured)).filter(Files::isExecutable);
    }
    String path = System.getenv().getOrDefault("PATH", "");
    return Stream.of(path.split(File.pathSeparator))
        .flatMap(dir -> NAMES.stream().map(name -> Path.of(dir, name)))
        .filter(Files::isExecutable)
        .findFirst();
  }

  /** What the browser wrote to stderr while loading the page. */
  record Rendering(List<String> log) {}

  /**
   * Loads {@code page} in a fresh profile under {@code workDir} and writes {@code screenshot}.
   *
   * @throws IllegalStateException if the browser fails or takes longer than two minutes
   */
  static Rendering screenshot(Path binary, URI page, Path screenshot, Path workDir)
      throws IOException, InterruptedException {
    return screenshot(binary, page, screenshot, workDir, 1280, 2400);
  }

  /** As {@link #screenshot(Path, URI, Path, Path)}, in a window of {@code width} by {@code height} CSS pixels. */
  static Rendering screenshot(Path binary, URI page, Path screenshot, Path workDir, int width, int height)
      throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(workDir, "chromium-profile");
    Path stderr = workDir.resolve("chromium-stderr.log");
    Files.deleteIfExists(screenshot);
    Process process = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--hide-scrollbars", "--user-data-dir=" + profile,
        "--enable-logging=stderr", "--v=0", "--screenshot=" + screenshot.toAbsolutePath(),
        "--window-size=" + width + "," + height, page.toString())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(stderr.toFile())
        .start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException("chromium did not finish within " + TIMEOUT_SECONDS + " s; see " + stderr);
    }
    List<String> log = Files.readAllLines(stderr, StandardCharsets.UTF_8);
    if (process.exitValue() != 0) {
      throw new IllegalStateException("chromium exited with " + process.exitValue() + ":\n" + String.join("\n", log));
    }
    return new Rendering(log);
  }
}
