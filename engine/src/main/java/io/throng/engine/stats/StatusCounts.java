package io.throng.engine.stats;

import java.util.Arrays;

/**
 * Responses counted by HTTP status code, for the few codes a request name gets (usually one or
 * two): codes in ascending order beside their counts, searched from the first, instead of an array
 * of every possible code that would cost 8 KB per name, second and event loop. Single-threaded.
 */
final class StatusCounts {

  /** HTTP status codes are three digits: others (0 when no response arrived) are not counted. */
  static final int MAX_CODE = 999;

  private int[] codes = new int[2];
  private long[] counts = new long[2];
  private int size;

  void add(int code, long count) {
    if (code <= 0 || code > MAX_CODE) {
      return;
    }
    int at = 0;
    while (at < size && codes[at] < code) {
      at++;
    }
    if (at < size && codes[at] == code) {
      counts[at] += count;
      return;
    }
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
      counts = Arrays.copyOf(counts, size * 2);
    }
    System.arraycopy(codes, at, codes, at + 1, size - at);
    System.arraycopy(counts, at, counts, at + 1, size - at);
    codes[at] = code;
    counts[at] = count;
    size++;
  }

  /** Adds these counts into {@code total}, then clears them for reuse. */
  void drainInto(StatusCounts total) {
    for (int i = 0; i < size; i++) {
      total.add(codes[i], counts[i]);
    }
    size = 0;
  }

  /** Hears each code with its count, in ascending order of codes. */
  @FunctionalInterface
  interface Sink {
    void add(int code, long count);
  }

  /** Tells {@code sink} each code and count, then clears them. */
  void drainTo(Sink sink) {
    for (int i = 0; i < size; i++) {
      sink.add(codes[i], counts[i]);
    }
    size = 0;
  }
}
