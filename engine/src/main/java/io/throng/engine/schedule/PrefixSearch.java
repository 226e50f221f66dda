package io.throng.engine.schedule;

/**
 * Finds which part of a sequence holds a position, given where each part starts: parts that
 * hold nothing (a start equal to the next one) are never the answer. A binary search on the
 * injector's path, so it allocates nothing.
 */
final class PrefixSearch {

  private PrefixSearch() {}

  /**
   * The part {@code p} with {@code starts[p] <= position < starts[p + 1]}, where {@code starts}
   * (one longer than the number of parts) never decreases; the last part if none holds it.
   */
  static int partHolding(long[] starts, long position) {
    int low = 0;
    int high = starts.length - 2;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (starts[mid + 1] <= position) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return Math.max(low, 0);
  }
}
