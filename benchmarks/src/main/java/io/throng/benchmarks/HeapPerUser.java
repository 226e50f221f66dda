package io.throng.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prints what each idle user costs on the heap, from two {@code jcmd <pid> GC.class_histogram}
 * outputs (live objects after a full collection) taken while two runs of the same simulation held
 * different numbers of users: the growth divided by the difference in users, so that what a run
 * holds whatever its users (classes, pools, the JIT's caches) cancels out. The first line is
 * {@code key=value} pairs for {@code run.sh}; then the classes that grow most, per user.
 *
 * <pre>{@code
 * java -cp benchmarks.jar io.throng.benchmarks.HeapPerUser base.txt 1000 top.txt 10000
 * }</pre>
 */
public final class HeapPerUser {

  /** How many classes the breakdown lists. */
  private static final int LISTED = 20;

  /** A class's row: {@code 1:  56934  6178816  [B (java.base@17.0.15)}. */
  private static final Pattern ROW = Pattern.compile("^\\s*\\d+:\\s+(\\d+)\\s+(\\d+)\\s+(\\S+).*$");

  /** The last line: {@code Total  422870  37421608}. */
  private static final Pattern TOTAL = Pattern.compile("^Total\\s+(\\d+)\\s+(\\d+)\\s*$");

  private HeapPerUser() {}

  /** Instances and bytes of one class, or of the whole heap. */
  record Count(long instances, long bytes) {}

  /** A histogram's counts by class name, the whole heap's under {@code null}. */
  static Map<String, Count> parse(String histogram) {
    Map<String, Count> counts = new HashMap<>();
    for (String line : histogram.split("\n")) {
      Matcher row = ROW.matcher(line);
      Matcher total = TOTAL.matcher(line);
      if (row.matches()) {
        counts.merge(row.group(3), new Count(Long.parseLong(row.group(1)), Long.parseLong(row.group(2))),
            (a, b) -> new Count(a.instances() + b.instances(), a.bytes() + b.bytes()));
      } else if (total.matches()) {
        counts.put(null, new Count(Long.parseLong(total.group(1)), Long.parseLong(total.group(2))));
      }
    }
    if (!counts.containsKey(null)) {
      throw new IllegalArgumentException("not the output of jcmd <pid> GC.class_histogram: no Total line");
    }
    return counts;
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: HeapPerUser <base histogram> <base users> <histogram> <users>");
    }
    Map<String, Count> base = parse(Files.readString(Path.of(args[0])));
    long baseUsers = Long.parseLong(args[1]);
    Map<String, Count> top = parse(Files.readString(Path.of(args[2])));
    double users = Long.parseLong(args[3]) - baseUsers;
    if (users <= 0) {
      throw new IllegalArgumentException("the second run must hold more users than the first, was "
          + args[3] + " against " + baseUsers);
    }
    Count zero = new Count(0, 0);
    System.out.println(String.format(Locale.ROOT, "base_heap_mb=%.1f heap_mb=%.1f bytes_per_user=%.0f",
        base.get(null).bytes() / 1e6, top.get(null).bytes() / 1e6,
        (top.get(null).bytes() - base.get(null).bytes()) / users));
    System.out.println(String.format(Locale.ROOT, "%12s %12s  %s", "bytes/user", "objects/user", "class"));
    top.entrySet().stream()
        .filter(entry -> entry.getKey() != null)
        .map(entry -> Map.entry(entry.getKey(), new Count(
            entry.getValue().instances() - base.getOrDefault(entry.getKey(), zero).instances(),
            entry.getValue().bytes() - base.getOrDefault(entry.getKey(), zero).bytes())))
        .sorted(Comparator.comparingLong((Map.Entry<String, Count> entry) -> entry.getValue().bytes()).reversed())
        .limit(LISTED)
        .forEach(entry -> System.out.println(String.format(Locale.ROOT, "%12.1f %12.2f  %s",
            entry.getValue().bytes() / users, entry.getValue().instances() / users, entry.getKey())));
  }
}
