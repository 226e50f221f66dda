package io.throng.junit;

import io.throng.dsl.Simulation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A JUnit 5 test that runs a simulation in process after the method's body, and fails when one
 * of its assertions fails, with the same sentences as the console:
 *
 * <pre>{@code
 * class CheckoutLoadTest {
 *   @LoadTest(value = Checkout.class, properties = {"users=5", "duration=10s"})
 *   void checkoutHoldsItsTargets() {}
 * }
 * }</pre>
 *
 * <p>{@code properties} are {@code key=value} settings over the simulation's configuration, keys
 * without the {@code loadtest.} prefix. The report's path is printed, as by {@link Throng#run}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Test
@ExtendWith(LoadTestExtension.class)
public @interface LoadTest {

  /** The simulation to run. */
  Class<? extends Simulation> value();

  /** Settings over its configuration, each {@code key=value}. */
  String[] properties() default {};
}
