package io.throng.simulations;

import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;

/**
 * Seed 003, Apache vs nginx, test 1: two more looping users every 5 s for 600 s, up to 240 users
 * browsing a page and its logo, as {@link RampUp30Min} does.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=RampUp10MinEvery5s -Dloadtest.duration=20s
 * }</pre>
 */
public class RampUp10MinEvery5s extends RampUp30Min {

  public RampUp10MinEvery5s() {
    super(ofSeconds(5), ofMinutes(10));
  }
}
