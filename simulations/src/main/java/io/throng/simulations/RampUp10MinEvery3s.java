package io.throng.simulations;

import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;

/**
 * Seed 003, Apache vs nginx, test 2: two more looping users every 3 s for 600 s, up to 400 users
 * browsing a page and its logo, as {@link RampUp30Min} does.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=RampUp10MinEvery3s -Dloadtest.duration=20s
 * }</pre>
 */
public class RampUp10MinEvery3s extends RampUp30Min {

  public RampUp10MinEvery3s() {
    super(ofSeconds(3), ofMinutes(10));
  }
}
