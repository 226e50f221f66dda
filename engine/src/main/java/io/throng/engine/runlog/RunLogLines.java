package io.throng.engine.runlog;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The complete lines of a run log, each strictly UTF-8 and at most
 * {@link RunLogFormat#MAX_LINE_BYTES} long, so a damaged file never costs more memory than one
 * line of a valid log. A last line without its newline (the writer was killed mid-line) is not
 * returned: {@link #cutOff()} then says so.
 */
final class RunLogLines implements Closeable {

  private static final int CHUNK = 1 << 16;

  private final InputStream in;
  private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder(); // reports bad bytes, never replaces
  private final byte[] chunk = new byte[CHUNK];
  private int chunkPosition;
  private int chunkLimit;
  private byte[] line = new byte[256];
  private int lineLength;
  private int number;
  private boolean cutOff;

  RunLogLines(Path file) throws IOException {
    this.in = Files.newInputStream(file);
  }

  /**
   * The next complete line without its newline, or {@code null} at the end of the file.
   *
   * @throws IllegalArgumentException if the line is too long or not UTF-8; {@link #number()} is its number
   */
  String next() throws IOException {
    lineLength = 0;
    number++;
    while (true) {
      if (chunkPosition == chunkLimit && !fill()) {
        cutOff = lineLength > 0;
        return null;
      }
      int start = chunkPosition;
      while (chunkPosition < chunkLimit && chunk[chunkPosition] != '\n') {
        chunkPosition++;
      }
      append(start, chunkPosition - start);
      if (chunkPosition < chunkLimit) {
        chunkPosition++; // the newline
        return decode();
      }
    }
  }

  /** The number of the line {@link #next()} returned last, or failed on; from 1. */
  int number() {
    return number;
  }

  /** Whether the file ended in the middle of a line; known once {@link #next()} returned {@code null}. */
  boolean cutOff() {
    return cutOff;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  private boolean fill() throws IOException {
    chunkLimit = in.read(chunk, 0, CHUNK);
    chunkPosition = 0;
    if (chunkLimit < 0) {
      chunkLimit = 0;
      return false;
    }
    return true;
  }

  private void append(int from, int length) {
    if ((long) lineLength + length > RunLogFormat.MAX_LINE_BYTES) {
      throw new IllegalArgumentException("is longer than the " + RunLogFormat.MAX_LINE_BYTES
          + " bytes any record takes (no newline where one was due)");
    }
    if (lineLength + length > line.length) {
      line = Arrays.copyOf(line, Math.min(RunLogFormat.MAX_LINE_BYTES, Math.max(line.length * 2, lineLength + length)));
    }
    System.arraycopy(chunk, from, line, lineLength, length);
    lineLength += length;
  }

  private String decode() {
    try {
      return utf8.decode(ByteBuffer.wrap(line, 0, lineLength)).toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("holds bytes that are not UTF-8 text");
    }
  }
}
