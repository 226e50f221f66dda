package io.throng.engine.runlog;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads each run log named on its command line and prints, per log, the reader's message or
 * {@code read}; run in a JVM with a small heap to show that damage costs no more memory than a line.
 */
final class RunLogReadProbe {

  private RunLogReadProbe() {}

  public static void main(String[] args) throws IOException {
    for (String arg : args) {
      try {
        RunLogReader.read(Path.of(arg), entry -> { });
        System.out.println("read");
      } catch (IllegalArgumentException e) {
        System.out.println(e.getMessage());
      }
    }
  }
}
