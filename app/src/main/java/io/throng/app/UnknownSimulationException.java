package io.throng.app;

/**
 * A simulation name that does not name exactly one simulation, or a classpath on which no
 * simulation can be found. The message is meant for the user as it is: it says which names
 * were found, so it can be printed on one line without a stack trace.
 */
public final class UnknownSimulationException extends Exception {

  public UnknownSimulationException(String message) {
    super(message);
  }
}
