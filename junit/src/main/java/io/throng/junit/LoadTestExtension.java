package io.throng.junit;

import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/** Runs the simulation of a {@link LoadTest} method once its body has run. */
final class LoadTestExtension implements InvocationInterceptor {

  @Override
  public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> method,
      ExtensionContext context) throws Throwable {
    invocation.proceed();
    LoadTest test = method.getExecutable().getAnnotation(LoadTest.class);
    Throng.run(test.value(), properties(test.properties())).assertPassed();
  }

  static Map<String, String> properties(String... settings) {
    Map<String, String> properties = new LinkedHashMap<>();
    for (String setting : settings) {
      int equals = setting.indexOf('=');
      if (equals <= 0) {
        throw new IllegalArgumentException("@LoadTest properties are key=value, was \"" + setting + "\"");
      }
      properties.put(setting.substring(0, equals).strip(), setting.substring(equals + 1).strip());
    }
    return properties;
  }
}
