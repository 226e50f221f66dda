package io.throng.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Prints a run log on standard output between two marker lines ({@code --print-run-log}), so that
 * whoever ran the process elsewhere (a Kubernetes pod, whose log is all that is left of it) can
 * cut the run log back out of its output and merge it with the other shards'.
 *
 * <pre>{@code
 * -----BEGIN THRONG RUN LOG-----
 * THRONG-RUNLOG	1
 * RUN	1764457200000	Smoke
 * ...
 * -----END THRONG RUN LOG-----
 * }</pre>
 *
 * <p>The lines between the markers are the log's complete lines, byte for byte. A last line
 * without its newline (a run killed while writing it) is left out, as every run log reader
 * ignores it: printed, it would look complete.
 */
final class RunLogPrinter {

  static final String BEGIN = "-----BEGIN THRONG RUN LOG-----";
  static final String END = "-----END THRONG RUN LOG-----";

  private static final int CHUNK = 8192;

  private RunLogPrinter() {}

  /** Prints {@code runLog} between the markers, streaming it: a long run's log is not held in memory. */
  static void print(Path runLog, PrintStream out) throws IOException {
    out.println(BEGIN);
    out.flush();
    try (SeekableByteChannel channel = Files.newByteChannel(runLog)) {
      long complete = completeLength(channel);
      channel.position(0);
      InputStream in = Channels.newInputStream(channel);
      byte[] buffer = new byte[CHUNK];
      for (long left = complete; left > 0; ) {
        int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
        if (read < 0) {
          break;
        }
        out.write(buffer, 0, read);
        left -= read;
      }
    }
    out.println(END);
    out.flush();
  }

  /** The length of the log up to and with its last newline. */
  private static long completeLength(SeekableByteChannel channel) throws IOException {
    ByteBuffer one = ByteBuffer.allocate(1);
    for (long position = channel.size() - 1; position >= 0; position--) {
      one.clear();
      channel.position(position).read(one);
      if (one.get(0) == '\n') {
        return position + 1;
      }
    }
    return 0;
  }
}
