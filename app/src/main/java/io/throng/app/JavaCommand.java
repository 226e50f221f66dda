package io.throng.app;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The command line of a JVM on the app's main class, the one way every process that starts
 * another (the Maven plugin, local shards, sweep levels, the merge of Kubernetes shards, a
 * container's entrypoint) renders it:
 *
 * <pre>{@code
 * List<String> command = JavaCommand.thisJdk(options, classpath)
 *     .main(List.of("--simulation", "a.b.Smoke", "--results-dir", "target/loadtest"));
 * // [.../bin/java, <options>, -cp, <classpath>, io.throng.app.Main, --simulation, a.b.Smoke, ...]
 * }</pre>
 *
 * @param java the {@code java} executable
 * @param options the JVM's options, before the class path
 * @param classpath the class path, its entries joined as the JVM's platform wants
 */
public record JavaCommand(String java, List<String> options, String classpath) {

  /**
   * The app's main class, by name: the classes that start it must not depend on it, and a test
   * holds the name to the class.
   */
  public static final String MAIN_CLASS = "io.throng.app.Main";

  public JavaCommand {
    options = List.copyOf(options);
  }

  /** The {@code java} of the JDK this JVM runs on, on a class path of this machine. */
  public static JavaCommand thisJdk(List<String> options, List<Path> classpath) {
    return thisJdk(options, classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
  }

  /** The {@code java} of the JDK this JVM runs on, on a class path already joined for this machine. */
  public static JavaCommand thisJdk(List<String> options, String classpath) {
    return new JavaCommand(Path.of(System.getProperty("java.home"), "bin", "java").toString(), options, classpath);
  }

  /** The {@code java} on a Linux container's path, on a class path of container paths. */
  public static JavaCommand inContainer(List<String> options, List<String> classpath) {
    return new JavaCommand("java", options, String.join(":", classpath));
  }

  /** This command with {@code more} options after its own. */
  public JavaCommand withOptions(List<String> more) {
    List<String> all = new ArrayList<>(options);
    all.addAll(more);
    return new JavaCommand(java, all, classpath);
  }

  /** {@code java <options> -cp <classpath> io.throng.app.Main <arguments>}. */
  public List<String> main(List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(options);
    command.add("-cp");
    command.add(classpath);
    command.add(MAIN_CLASS);
    command.addAll(arguments);
    return command;
  }
}
