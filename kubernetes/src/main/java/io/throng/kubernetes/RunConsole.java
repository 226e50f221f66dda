package io.throng.kubernetes;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * Where a Kubernetes run tells the user what it does: progress lines and warnings, such as a
 * Maven log's {@code info} and {@code warn}.
 *
 * <pre>{@code
 * RunConsole console = new RunConsole(getLog()::info, getLog()::warn);
 * }</pre>
 *
 * @param info receives progress lines
 * @param warning receives what the user must know even when nothing failed
 */
public record RunConsole(Consumer<String> info, Consumer<String> warning) {

  public RunConsole {
    Objects.requireNonNull(info, "info");
    Objects.requireNonNull(warning, "warning");
  }

  void info(String line) {
    info.accept(line);
  }

  void warn(String line) {
    warning.accept(line);
  }
}
