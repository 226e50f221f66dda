package io.throng.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The command line of a report command, parsed: options that take a value
 * ({@code --out dir} or {@code --out=dir}), flags that take none ({@code --stop-at-first-break}),
 * {@code --help}, and the operands in between (run folders). A value may start with a single
 * {@code -}, so {@code --max-error-percent -1} reaches the check that explains why it is wrong.
 *
 * @param options each option given, by name with its dashes; the last one wins; a flag given
 *     has the value {@code true}
 * @param operands everything else, in order
 */
record CommandLine(Map<String, String> options, List<String> operands, boolean help) {

  /**
   * Parses {@code args}, knowing the options in {@code known} and the flags in {@code flags}.
   *
   * @throws IllegalArgumentException naming an unknown option, an option without a value or a
   *     flag with one
   */
  static CommandLine parse(Set<String> known, Set<String> flags, String... args) {
    Map<String, String> options = new LinkedHashMap<>();
    List<String> operands = new ArrayList<>();
    boolean help = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        help = true;
      } else if (arg.startsWith("--")) {
        int equals = arg.indexOf('=');
        String name = equals < 0 ? arg : arg.substring(0, equals);
        if (flags.contains(name)) {
          if (equals >= 0) {
            throw new IllegalArgumentException(name + " takes no value");
          }
          options.put(name, "true");
          continue;
        }
        if (!known.contains(name)) {
          Set<String> all = new TreeSet<>(known);
          all.addAll(flags);
          throw new IllegalArgumentException("unknown option " + name
              + (all.isEmpty() ? "" : "; the options are " + String.join(", ", all)));
        }
        String value = equals >= 0 ? arg.substring(equals + 1) : i + 1 < args.length ? args[++i] : "";
        if (value.isBlank() || value.startsWith("--")) {
          throw new IllegalArgumentException(name + " needs a value");
        }
        options.put(name, value);
      } else {
        operands.add(arg);
      }
    }
    return new CommandLine(options, operands, help);
  }

  Optional<String> option(String name) {
    return Optional.ofNullable(options.get(name));
  }

  /** Whether the flag {@code name} was given. */
  boolean flag(String name) {
    return options.containsKey(name);
  }
}
