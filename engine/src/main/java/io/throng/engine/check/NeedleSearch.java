package io.throng.engine.check;

import io.netty.buffer.ByteBuf;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CharacterCodingException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code substring} check's search of a body as it arrives (Knuth-Morris-Pratt, skipping to
 * the needle's first byte), so the body need not be kept or decoded: exact for UTF-8 and
 * single-byte charsets, where a text
 * occurs in the decoded body exactly where its encoding occurs in the bytes. Positions are counted
 * in chars, as {@link String#indexOf} counts them. Stops once it has the matches its check needs;
 * keeps positions only when the check reads them. One per check per response, on one event loop.
 */
final class NeedleSearch {

  private static final long HIGH_BITS = 0x8080808080808080L;

  private final String needle;
  private final int limit;
  private final boolean keepsPositions;
  private byte[] pattern;
  private int[] fallback;
  private boolean utf8;
  private int matched;
  private long chars;
  private int count;
  private List<Object> positions;

  /**
   * @param limit how many matches the check needs before the search may stop
   * @param keepsPositions whether the check reads where they are, not only how many
   */
  NeedleSearch(String needle, int limit, boolean keepsPositions) {
    this.needle = needle;
    this.limit = limit;
    this.keepsPositions = keepsPositions;
  }

  /** A search for the same needle with the same needs, not started. */
  NeedleSearch fresh() {
    return new NeedleSearch(needle, limit, keepsPositions);
  }

  /** Starts over on a body in {@code charset}, which is UTF-8 or single-byte. */
  void start(Charset charset, boolean isUtf8) {
    utf8 = isUtf8;
    pattern = encode(charset);
    fallback = pattern == null ? null : fallback(pattern);
    matched = 0;
    chars = 0;
    count = 0;
    positions = keepsPositions ? new ArrayList<>() : null;
  }

  /** Whether the bytes still to come cannot change the answer. */
  boolean done() {
    return pattern == null || count >= limit;
  }

  int count() {
    return count;
  }

  /** The positions found, in order; empty when the check reads only the count. */
  List<Object> positions() {
    return positions == null ? List.of() : positions;
  }

  /** Searches the next part of the body, from its reader index, until the check has what it needs. */
  void search(ByteBuf part) {
    int at = part.readerIndex();
    int end = part.writerIndex();
    while (at < end && !done()) {
      if (matched == 0) {
        // The usual case by far: skip to the next byte that can begin a match (SWAR in Netty).
        int next = part.indexOf(at, end, pattern[0]);
        int stop = next < 0 ? end : next;
        countChars(part, at, stop);
        if (next < 0) {
          return;
        }
        at = next;
      }
      step(part.getByte(at++));
    }
  }

  private void step(byte value) {
    countChars(value);
    while (matched > 0 && pattern[matched] != value) {
      matched = fallback[matched - 1];
    }
    if (pattern[matched] == value) {
      matched++;
    }
    if (matched == pattern.length) {
      matched = fallback[matched - 1];
      count++;
      if (positions != null) {
        positions.add((int) (chars - needle.length()));
      }
    }
  }

  private void countChars(byte value) {
    if (positions == null) {
      return;
    }
    if (!utf8 || (value & 0xC0) != 0x80) {
      chars++;
    }
    if (utf8 && (value & 0xF8) == 0xF0) {
      chars++; // a four-byte sequence is a surrogate pair: two chars of a String
    }
  }

  /** Counts the chars of bytes {@code from} to {@code to}, eight at a time, when positions are kept. */
  private void countChars(ByteBuf part, int from, int to) {
    if (positions == null) {
      return;
    }
    if (!utf8) {
      chars += to - from;
      return;
    }
    int at = from;
    for (; at + Long.BYTES <= to; at += Long.BYTES) {
      long bytes = part.getLong(at);
      // Continuation bytes are 10xxxxxx; leads of four-byte sequences (two chars) are 11110xxx.
      long continuations = bytes & ~(bytes << 1) & HIGH_BITS;
      long fourByteLeads = bytes & (bytes << 1) & (bytes << 2) & (bytes << 3) & ~(bytes << 4) & HIGH_BITS;
      chars += Long.BYTES - Long.bitCount(continuations) + Long.bitCount(fourByteLeads);
    }
    for (; at < to; at++) {
      countChars(part.getByte(at));
    }
  }

  /** The needle's bytes in {@code charset}, or {@code null} when it has none there, so never occurs. */
  private byte[] encode(Charset charset) {
    CharsetEncoder encoder = charset.newEncoder();
    try {
      ByteBuffer encoded = encoder.encode(CharBuffer.wrap(needle));
      byte[] bytes = new byte[encoded.remaining()];
      encoded.get(bytes);
      return bytes;
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** For each prefix, the length of its longest proper prefix that is also its suffix. */
  private static int[] fallback(byte[] pattern) {
    int[] fallback = new int[pattern.length];
    for (int i = 1, length = 0; i < pattern.length; i++) {
      while (length > 0 && pattern[i] != pattern[length]) {
        length = fallback[length - 1];
      }
      if (pattern[i] == pattern[length]) {
        length++;
      }
      fallback[i] = length;
    }
    return fallback;
  }
}
