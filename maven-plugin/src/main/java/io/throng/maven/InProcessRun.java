package io.throng.maven;

import io.throng.app.JavaCommand;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * Runs the app's main class inside Maven's JVM ({@code -Dloadtest.fork=false}), for stepping through a
 * simulation in a debugger attached to Maven ({@code mvnDebug}). The run gets the same class path
 * a fork would, in its own class loader whose parent is the platform loader, so the project's
 * classes and the plugin's never mix; {@code -Dloadtest.*} settings reach it as Maven's system
 * properties.
 */
final class InProcessRun {

  private InProcessRun() {}

  /** Runs {@code Main} with {@code arguments} on {@code classpath} and returns its exit status. */
  static int run(List<Path> classpath, List<String> arguments) throws MojoExecutionException {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try (URLClassLoader loader = new URLClassLoader(urls(classpath), ClassLoader.getPlatformClassLoader())) {
      thread.setContextClassLoader(loader);
      Method execute = Class.forName(JavaCommand.MAIN_CLASS, true, loader).getMethod("execute", String[].class);
      return (int) execute.invoke(null, (Object) arguments.toArray(String[]::new));
    } catch (InvocationTargetException e) {
      throw new MojoExecutionException("the in-process run failed: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException | IOException e) {
      throw new MojoExecutionException(
          "could not start the run in Maven's JVM: " + e + "; run with -Dloadtest.fork=true", e);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  static URL[] urls(List<Path> classpath) {
    return classpath.stream()
        .map(path -> {
          try {
            return path.toUri().toURL();
          } catch (MalformedURLException e) {
            throw new IllegalArgumentException("not a classpath entry: " + path, e);
          }
        })
        .toArray(URL[]::new);
  }
}
