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
 * ({@code --out dir} or {@code --out=dir}), {@code --help}, and the operands in between (run
 * folders). A value may start with a single {@code -}, so {@code --max-error-percent -1} reaches
 * the check that explains why it is wrong.
 *
 * @param options each option given, by name with its dashes; the last one wins
 * @param operands everything else, in order
 */
record CommandLine(Map<String, String> options, List<String> operands, boolean help) {

  /**
   * Parses {@code args}, knowing the options in {@code known}.
   *
   * @throws IllegalArgumentException naming an unknown option or one without a value
   */
  static CommandLine parse(Set<String> known, String... args) {
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
        if (!known.contains(name)) {
          throw new IllegalArgumentException("unknown option " + name
              + (known.isEmpty() ? "" : "; the options are " + String.join(", ", new TreeSet<>(known))));
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
}
