package io.throng.simulations;

import io.throng.junit.LoadTest;

/** Smoke as a JUnit 5 test, the way docs/junit.md shows running a simulation from an IDE. */
class SmokeLoadTest {

  @LoadTest(Smoke.class)
  void smokePassesItsAssertions() {}
}
